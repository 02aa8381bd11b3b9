#!/usr/bin/env python3
"""Write questions.jsonl and sources.json for company-public1 (blind set on the Elmasri & Navathe
COMPANY database, /work/extra-data/company.db). Every gold_sql is run here; an empty or null
answer stops the script."""
import json
import os
import sqlite3

HERE = os.path.dirname(os.path.abspath(__file__))
DB = "/work/extra-data/company.db"

# ---------------------------------------------------------------- sources
QP = ("QPRodrigo/Codigo-Mysql", "f27bc0e49c498e505e1f599ee2124b2e3ad010ba", "ejercicios-companydb-mysql.sql")
AN = "andradenathan/banco-de-dados-2022-1"
RF = ("RodrigoFass/uvv_bd_1_cc2m", "f786b768c3a63e9690e5a80a7f2b74f978152b74", "Pset2/Markdown.md")
HF = ("harambe-forever/complex-SQL-and-shit", "3670e83bdf81b8f61a5b70879e6b2f18ae9afbf8")
CC = "carminecoppola/Exercises_DataBase_Course"
HM = ("hartmutmeyer/LK24", "f5fd7f47da4549aa4b8f0ad303d62c8e4e6a105e", "33_SQL_KomplexesBeispiel/firma_abfragen.sql",
      "cbf8daced46a31c8b238224bf65b9e34ddca8bcf", "33_SQL_KomplexesBeispiel/loesungen/firma_abfragen.sql",
      "33_SQL_KomplexesBeispiel/Muster-Ausgabe.txt")
JS = "james-sungjae-lee/2018_Database"
FT = ("FatThompson/Database", "19ed311fe55bce21506040e3a413ff9836f6090e")
LK = ("lakshakar/IIITH_SSD", "c64aef8e7dab8ceee9a4c642a22999fd22ae6a17", "ssd_lab_activity_3/2022201051_q3.sql")


def src_qp():
    return "Source: github.com/%s@%s %s (Spanish exercise list 'DB Company' on the Elmasri COMPANY schema; questions only, no answers in the file)." % (QP[0], QP[1], QP[2])


def src_rf():
    return ("Source: github.com/%s@%s %s (Brazilian UVV course PSET 2 on the Portuguese edition of the Elmasri COMPANY "
            "database: funcionario/departamento/projeto/trabalha_em/dependente; the student's answers in PostgreSQL). "
            "The course data is the Portuguese edition's translated copy of the same rows; gold is computed on company.db." % RF)


def src_hm():
    return ("Source: github.com/%s, question file %s@%s, teacher's solution %s and sample output %s@%s (German upper-school "
            "course 'firma' = the Elmasri COMPANY data with German table names angestellter/abteilung/projekt/arbeitet_an/angehoeriger)."
            % (HM[0], HM[2], HM[1], HM[4], HM[5], HM[3]))


Q = []


def add(**kw):
    Q.append(kw)


# ================================================================ QPRodrigo (Spanish, 6)
add(id="co1_date_john_smith_birthdate_address",
    question="What are the birth date and the address of the employee whose name is John B. Smith?",
    format_hint="list[{Bdate:str, Address:str}]",
    gold_sql="SELECT Bdate, Address FROM EMPLOYEE WHERE Fname = 'John' AND Minit = 'B' AND Lname = 'Smith'",
    note=src_qp() + " Item 1. Original: \"Recuperar la fecha de nacimiento y la dirección del empleado cuyo nombre es 'John B. Smith'\". "
         "No author SQL. Adapted: translated; 1 row. Debatable: the date is the stored ISO text '1965-01-09' (the 7th-edition "
         "figure; older editions have 1955-01-09).",
    source=QP[0] + "/" + QP[2] + "#1")

add(id="co1_topn_top5_ssn_most_hours_project30",
    question="What are the SSNs of the top 5 employees who worked the most hours on project number 30? List them in descending order of hours.",
    format_hint="list[str]",
    gold_sql="SELECT Essn FROM WORKS_ON WHERE Pno = 30 ORDER BY Hours DESC LIMIT 5",
    note=src_qp() + " Item 6. Original: \"¿Cuáles son los SSNs de los 5 mejores empleados que trabajaron más horas en el proyecto "
         "número 30? Listar en orden descendente\". No author SQL. Adapted: translated. Debatable: only three employees work on "
         "project 30 (30, 20 and 5 hours), so the top 5 has 3 SSNs; no ties.",
    source=QP[0] + "/" + QP[2] + "#6")

add(id="co1_join_children_of_productx_workers",
    question="What are the names of the children whose parents work on the project ProductX?",
    format_hint="list[str]",
    gold_sql="SELECT DISTINCT d.Dependent_name FROM DEPENDENT d JOIN WORKS_ON w ON w.Essn = d.Essn JOIN PROJECT p ON p.Pnumber = w.Pno "
             "WHERE p.Pname = 'ProductX' AND d.Relationship IN ('Son', 'Daughter') ORDER BY d.Dependent_name",
    note=src_qp() + " Item 13. Original: \"¿Cuáles son los nombres de los niños cuyos padres trabajan en el proyecto ProductX?\". "
         "No author SQL. Adapted: translated; children = dependents whose Relationship is Son or Daughter. Debatable: ProductX "
         "workers are John Smith and Joyce English; only Smith has children (Michael, Alice); no order asked, gold is alphabetical.",
    source=QP[0] + "/" + QP[2] + "#13")

add(id="co1_topn_department_most_dependents",
    question="Which department has the largest number of dependents?",
    format_hint="str",
    gold_sql="SELECT dp.Dname FROM DEPARTMENT dp JOIN EMPLOYEE e ON e.Dno = dp.Dnumber JOIN DEPENDENT d ON d.Essn = e.Ssn "
             "GROUP BY dp.Dnumber, dp.Dname ORDER BY COUNT(*) DESC LIMIT 1",
    note=src_qp() + " Item 20. Original: \"¿Qué departamento tiene el mayor número de personas a cargo?\" (personas a cargo = "
         "dependents). No author SQL. Adapted: translated; answer is the department name. Debatable: dependents are counted through "
         "the department of the employee they belong to: Research 6, Administration 1, Headquarters 0; no tie.",
    source=QP[0] + "/" + QP[2] + "#20")

add(id="co1_topn_top_paid_woman_per_department",
    question="Find the first and last names of the female employees who earn the highest salary (among the women) in their department.",
    format_hint="list[{Fname:str, Lname:str}]",
    gold_sql="SELECT e.Fname, e.Lname FROM EMPLOYEE e WHERE e.Sex = 'F' AND e.Salary = (SELECT MAX(x.Salary) FROM EMPLOYEE x "
             "WHERE x.Sex = 'F' AND x.Dno = e.Dno) ORDER BY e.Dno, e.Lname",
    note=src_qp() + " Item 15. Original: \"Buscar el nombre y el apellido de las empleadas que gana el salario más alto (entre las "
         "mujeres) en su departamento\". No author SQL. Adapted: translated. Debatable: Headquarters has no women, so 2 rows "
         "(Jennifer Wallace in 4, Joyce English in 5); no order asked, gold orders by department number.",
    source=QP[0] + "/" + QP[2] + "#15")

add(id="co1_join_two_projects_with_john_smith",
    question="Find the first and last names of the employees who work on 2 or more projects together with John Smith.",
    format_hint="list[{Fname:str, Lname:str}]",
    gold_sql="SELECT e.Fname, e.Lname FROM EMPLOYEE e JOIN WORKS_ON w ON w.Essn = e.Ssn WHERE w.Pno IN (SELECT w2.Pno FROM WORKS_ON w2 "
             "JOIN EMPLOYEE s ON s.Ssn = w2.Essn WHERE s.Fname = 'John' AND s.Lname = 'Smith') AND NOT (e.Fname = 'John' AND e.Lname = 'Smith') "
             "GROUP BY e.Ssn, e.Fname, e.Lname HAVING COUNT(*) >= 2 ORDER BY e.Lname",
    note=src_qp() + " Item 26. Original: \"Buscar el nombre y el apellido de los empleados que trabajan en 2 o más proyectos junto "
         "con John Smith\". No author SQL. Adapted: translated. Debatable: 'together with' read as sharing at least 2 of Smith's "
         "projects (ProductX, ProductY), Smith himself excluded; answer Joyce English (Franklin Wong shares only ProductY).",
    source=QP[0] + "/" + QP[2] + "#26")

# ================================================================ andradenathan (Portuguese, 5)
add(id="co1_filter_department_locations_starting_s",
    question="Retrieve the name and the location of the departments whose location starts with the letter 'S'. Sort the results by department name in ascending order.",
    format_hint="list[{Dname:str, Dlocation:str}]",
    gold_sql="SELECT d.Dname, l.Dlocation FROM DEPARTMENT d JOIN DEPT_LOCATIONS l ON l.Dnumber = d.Dnumber WHERE l.Dlocation LIKE 'S%' "
             "ORDER BY d.Dname, l.Dlocation",
    note="Source: github.com/%s@415406eb36d51c7afb96482a2b99df69927e9edd aula3/extra.sql (Brazilian university course 'Banco de Dados I', Portuguese edition of the "
         "Elmasri EMPRESA database: Funcionario/Departamento/Localizacao_Dep). Original: \"Recuperar o nome e a localização dos "
         "departamentos cuja localização inicia pela letra ‘S’. Apresentar os resultados ordenados crescentemente pelo nome do "
         "departamento.\" Author SQL: SELECT Dnome, Dlocal FROM Departamento d JOIN Localizacao_Dep ld ON d.Dnumero = ld.Dnumero "
         "WHERE ld.Dlocal LIKE 'S%%' ORDER BY Dlocal; Adapted: translated, run on the English data (Stafford, Sugarland instead of "
         "the Portuguese copy's Sao Paulo/Santo Andre). Debatable: the words sort by department name, the author's SQL by location; "
         "both give the same 2 rows here." % AN,
    source=AN + "/aula3/extra.sql#extra")

add(id="co1_group_employees_two_or_more_dependents",
    question="List the first names of all employees who have two or more dependents, with their number of dependents.",
    format_hint="list[{Fname:str, NumDependents:int}]",
    gold_sql="SELECT e.Fname, COUNT(*) AS NumDependents FROM EMPLOYEE e JOIN DEPENDENT d ON d.Essn = e.Ssn GROUP BY e.Ssn, e.Fname "
             "HAVING COUNT(*) >= 2 ORDER BY e.Fname",
    note="Source: github.com/%s@3f11a945b48df44ca848cb1dee9fe49ee7dbdacc aula5/exercicio16.sql (same course). Original: \"Listar os nomes de todos os funcionários "
         "com dois ou mais dependentes.\" Author SQL: SELECT Pnome, COUNT(Fcpf) AS qtd_dependentes FROM Funcionario f INNER JOIN "
         "Dependente d ON Fcpf = Cpf GROUP BY Pnome HAVING qtd_dependentes >= 2; Adapted: translated; the count column the author "
         "shows is named in the question. Debatable: the author groups by first name only (no two employees share one here); "
         "no order asked, gold is alphabetical (Franklin 3, John 3)." % AN,
    source=AN + "/aula5/exercicio16.sql#16")

add(id="co1_group_departments_salary_sum_over_25000",
    question="List the numbers of the departments where the total salary of the employees earning more than 25,000 is below 100,000, together with that total.",
    format_hint="list[{Dno:int, TotalSalary:int}]",
    gold_sql="SELECT Dno, SUM(Salary) AS TotalSalary FROM EMPLOYEE WHERE Salary > 25000 GROUP BY Dno HAVING SUM(Salary) < 100000 ORDER BY Dno",
    note="Source: github.com/%s@3f11a945b48df44ca848cb1dee9fe49ee7dbdacc aula5/extra.sql (same course). Original: \"Listar os números dos departamentos cuja soma "
         "salarial dos funcionários com salário superior a 25.000 seja inferior a 100.000.\" Author SQL: SELECT Dnr, SUM(Salario) AS "
         "soma_salarial FROM Funcionario f WHERE Salario > 25000 GROUP BY Dnr HAVING soma_salarial < 100000; Adapted: translated; "
         "the sum the author shows is asked for. Debatable: Research's sum is 108,000 (Smith, Wong, Narayan) and is excluded; "
         "departments 1 (55,000) and 4 (43,000) remain; ordered by department number." % AN,
    source=AN + "/aula5/extra.sql#extra")

add(id="co1_filter_salary_above_all_of_department_5",
    question="Return the first names and salaries of the employees whose salary is greater than the salary of every employee of department 5.",
    format_hint="list[{Fname:str, Salary:int}]",
    gold_sql="SELECT Fname, Salary FROM EMPLOYEE WHERE Salary > (SELECT MAX(Salary) FROM EMPLOYEE WHERE Dno = 5) ORDER BY Salary",
    note="Source: github.com/%s@350d24a461e6727d357ba757e44e6be68ccaaf58 aula6/exercicio18.sql (same course). Original: \"Retornar os nomes dos funcionários cujo "
         "salário é maior do que o salário de todos os funcionários do departamento 5.\" Author SQL: SELECT Pnome, Salario FROM "
         "Funcionario f WHERE Salario > ALL (SELECT Salario FROM Funcionario WHERE Dnr = 5); Adapted: translated; > ALL written as "
         "> MAX for SQLite; the salary column the author shows is asked for. Debatable: no order asked, gold by salary "
         "(Jennifer 43000, James 55000)." % AN,
    source=AN + "/aula6/exercicio18.sql#18")

add(id="co1_filter_employees_with_son_or_daughter",
    question="Retrieve the first name of each employee who has at least one dependent who is a son or a daughter.",
    format_hint="list[str]",
    gold_sql="SELECT Fname FROM EMPLOYEE WHERE Ssn IN (SELECT Essn FROM DEPENDENT WHERE Relationship IN ('Son', 'Daughter')) ORDER BY Fname",
    note="Source: github.com/%s@350d24a461e6727d357ba757e44e6be68ccaaf58 aula6/exercicio19.sql (same course). Original: \"Recuperar o nome de cada funcionário que "
         "tem pelo menos um dependente que seja do parentesco filho(a).\" Author SQL: SELECT Pnome FROM Funcionario f WHERE Cpf IN "
         "(SELECT Fcpf FROM Dependente d WHERE Parentesco = 'Filho' OR Parentesco = 'Filha'); Adapted: translated (Filho/Filha = "
         "Son/Daughter in the English data); first names as in the author's SQL. Debatable: no order asked, gold is alphabetical." % AN,
    source=AN + "/aula6/exercicio19.sql#19")

# ================================================================ RodrigoFass (Portuguese, UVV, 5)
add(id="co1_group_average_salary_per_department",
    question="Prepare a report that shows the average salary of the employees of each department: the department number and the average salary.",
    format_hint="list[{Dnumber:int, AvgSalary:float}]",
    gold_sql="SELECT Dno AS Dnumber, AVG(Salary) AS AvgSalary FROM EMPLOYEE GROUP BY Dno ORDER BY Dno",
    note=src_rf() + " Questão 01. Original: \"Prepare um relatório que mostre a média salarial dos funcionários de cada departamento.\" "
         "Author SQL: SELECT d.numero_departamento, AVG(salario) AS media_salarial FROM funcionarios AS f, departamento AS d WHERE "
         "d.numero_departamento = f.numero_departamento GROUP BY d.numero_departamento; Adapted: translated; the department number "
         "the author shows is named. Debatable: no order asked, gold by department number (1: 55000, 4: 31000, 5: 33250).",
    source=RF[0] + "/" + RF[2] + "#01")

add(id="co1_group_average_salary_men_women",
    question="Prepare a report that shows the average salary of the men and of the women.",
    format_hint="list[{Sex:str, AvgSalary:float}]",
    gold_sql="SELECT Sex, AVG(Salary) AS AvgSalary FROM EMPLOYEE GROUP BY Sex ORDER BY Sex",
    note=src_rf() + " Questão 02. Original: \"Prepare um relatório que mostre a média salarial dos homens e das mulheres.\" Author SQL: "
         "two SELECT f.sexo, CAST(AVG(salario) AS DECIMAL(10,2)) ... WHERE sexo = 'M' / 'F' GROUP BY f.sexo joined with UNION. "
         "Adapted: translated. Debatable: sex shown as stored (F, M), gold ordered F then M (F 31000, M 37600).",
    source=RF[0] + "/" + RF[2] + "#02")

add(id="co1_date_age_and_salary_raise",
    question="Prepare a report that shows each employee's full name (first name, middle initial, last name), age in completed years, "
             "current salary, and the salary after a raise: 20% if the current salary is below 35,000, and 15% if it is 35,000 or more.",
    format_hint="list[{Fname:str, Minit:str, Lname:str, Age:int, Salary:int, AdjustedSalary:float}]",
    gold_sql="SELECT Fname, Minit, Lname, CAST(strftime('%Y', 'now') AS INTEGER) - CAST(strftime('%Y', Bdate) AS INTEGER) "
             "- (strftime('%m-%d', 'now') < strftime('%m-%d', Bdate)) AS Age, Salary, "
             "CASE WHEN Salary < 35000 THEN Salary * 1.20 ELSE Salary * 1.15 END AS AdjustedSalary FROM EMPLOYEE ORDER BY Lname, Fname",
    note=src_rf() + " Questão 04. Original: \"Prepare um relatório que mostre o nome completo dos funcionários, a idade em anos "
         "completos, o salário atual e o salário com um reajuste que obedece ao seguinte critério: se o salário atual do funcionário é "
         "inferior a 35.000 o reajuste deve ser de 20%, e se o salário atual do funcionário for igual ou superior a 35.000 o reajuste "
         "deve ser de 15%\". Author SQL: two SELECTs (salario*1.2 WHERE salario < 35000 / salario*1.15 WHERE salario >= 35000) joined "
         "with UNION; the author leaves the age out. Adapted: translated; full name given as three columns. Debatable: the age depends "
         "on the day the set is scored (gold uses SQLite date('now'), completed years); no order asked, gold by last name.",
    source=RF[0] + "/" + RF[2] + "#04")

add(id="co1_group_total_hours_per_project_and_department",
    question="Prepare a report that shows the total hours of each project in each department: the department name, the project name and the total hours.",
    format_hint="list[{Dname:str, Pname:str, TotalHours:float}]",
    gold_sql="SELECT d.Dname, p.Pname, SUM(w.Hours) AS TotalHours FROM DEPARTMENT d JOIN PROJECT p ON p.Dnum = d.Dnumber "
             "JOIN WORKS_ON w ON w.Pno = p.Pnumber GROUP BY d.Dname, p.Pname ORDER BY d.Dname, p.Pname",
    note=src_rf() + " Questão 09. Original: \"Prepare um relatório que mostre a soma total das horas de cada projeto em cada "
         "departamento. Obs.: o relatório deve exibir o nome do departamento, o nome do projeto e a soma total das horas.\" Author SQL: "
         "SELECT d.nome_departamento, p.nome_projeto, SUM(T.horas) AS total_horas FROM funcionarios f JOIN trabalha_em t ... JOIN "
         "projeto p ... JOIN departamento d ON p.numero_departamento = d.numero_departamento GROUP BY d.nome_departamento, "
         "p.nome_projeto; Adapted: translated. Debatable: James Borg's NULL hours on Reorganization are ignored by SUM (25.0); "
         "no order asked, gold by department then project name.",
    source=RF[0] + "/" + RF[2] + "#09")

add(id="co1_filter_assigned_without_hours",
    question="Some employees are assigned to a project but have not recorded any hours worked. List the department name, the project name "
             "and the employee's name (first name, middle initial, last name) for these employees.",
    format_hint="list[{Dname:str, Pname:str, Fname:str, Minit:str, Lname:str}]",
    gold_sql="SELECT d.Dname, p.Pname, e.Fname, e.Minit, e.Lname FROM WORKS_ON w JOIN EMPLOYEE e ON e.Ssn = w.Essn "
             "JOIN PROJECT p ON p.Pnumber = w.Pno JOIN DEPARTMENT d ON d.Dnumber = e.Dno WHERE w.Hours IS NULL ORDER BY e.Lname",
    note=src_rf() + " Questão 12. Original: \"Seu chefe está verificando as horas trabalhadas pelos funcionários nos projetos e percebeu "
         "que alguns funcionários, mesmo estando alocadas à algum projeto, não registraram nenhuma hora trabalhada. Sua tarefa é "
         "preparar um relatório que liste o nome do departamento, o nome do projeto e o nome dos funcionários que, mesmo estando "
         "alocados a algum projeto, não registraram nenhuma hora trabalhada.\" Author SQL: ... INNER JOIN departamento AS d ON "
         "f.numero_departamento = d.numero_departamento ... WHERE t.horas IS NULL; Adapted: translated. Debatable: the department is "
         "the employee's (as the author joins it); the project's controlling department is the same here (Headquarters); 1 row.",
    source=RF[0] + "/" + RF[2] + "#12")

# ================================================================ harambe-forever (English comments, Turkish file names, 4)
add(id="co1_agg_research_salary_statistics",
    question="Find the sum of the salaries of all employees of the Research department, as well as the maximum salary, the minimum salary and the average salary in this department.",
    format_hint="list[{TotalSalary:float, MaxSalary:float, MinSalary:float, AvgSalary:float}]",
    gold_sql="SELECT SUM(e.Salary) AS TotalSalary, MAX(e.Salary) AS MaxSalary, MIN(e.Salary) AS MinSalary, AVG(e.Salary) AS AvgSalary "
             "FROM EMPLOYEE e JOIN DEPARTMENT d ON e.Dno = d.Dnumber WHERE d.Dname = 'Research'",
    note="Source: github.com/%s@%s sql/aggregationOrnek2.sql (a student's worked examples of the textbook's SQL queries on the COMPANY "
         "database; Turkish file names, English comments). Original: \"find the sum of all salaries of all employees of the "
         "\"research\" department, as well as the maximum salary, the minimum salary and the average salary in this department\". "
         "Author SQL: select sum(salary), max(salary), min(salary), avg(salary) from employee join department on dno = dnumber where "
         "dname = \"research\"; Adapted: none beyond column names. Debatable: none (133000, 40000, 25000, 33250); the author's own "
         "data is an extended copy with 40 employees." % HF,
    source=HF[0] + "/sql/aggregationOrnek2.sql#1")

add(id="co1_agg_total_and_research_headcount",
    question="Retrieve the total number of employees in the company and the number of employees in the Research department.",
    format_hint="list[{TotalEmployees:int, ResearchEmployees:int}]",
    gold_sql="SELECT (SELECT COUNT(*) FROM EMPLOYEE) AS TotalEmployees, (SELECT COUNT(*) FROM EMPLOYEE e JOIN DEPARTMENT d "
             "ON e.Dno = d.Dnumber WHERE d.Dname = 'Research') AS ResearchEmployees",
    note="Source: github.com/%s@%s sql/countOrnek.sql (same student). Original: \"retrieve the total number of employees in the company "
         "and the number of employees in the \"research\" department\". Author SQL: two queries, select count(*) from employee; and "
         "select count(*) from employee, department where dno = dnumber and dname = \"research\"; Adapted: both counts returned in "
         "one row. Debatable: none (8 and 4)." % HF,
    source=HF[0] + "/sql/countOrnek.sql#1")

add(id="co1_group_projects_more_than_two_employees",
    question="For each project on which more than two employees work, retrieve the project number, the project name, and the number of employees who work on the project.",
    format_hint="list[{Pnumber:int, Pname:str, NumEmployees:int}]",
    gold_sql="SELECT p.Pnumber, p.Pname, COUNT(*) AS NumEmployees FROM PROJECT p JOIN WORKS_ON w ON w.Pno = p.Pnumber "
             "GROUP BY p.Pnumber, p.Pname HAVING COUNT(*) > 2 ORDER BY p.Pnumber",
    note="Source: github.com/%s@%s sql/groupByHavingOrnek.sql (same student). Original: \"for each project on which more than two "
         "employees work, retrieve the project number, the project name, and the number of employees who work on the project\". "
         "Author SQL: select pnumber, pname, count(*) from project, works_on where pnumber = pno group by pnumber, pname having "
         "count(*) > 2; Adapted: none. Debatable: James Borg (NULL hours on Reorganization) is counted as working on it; no order "
         "asked, gold by project number (4 rows of 3)." % HF,
    source=HF[0] + "/sql/groupByHavingOrnek.sql#1")

add(id="co1_filter_managers_with_dependents",
    question="Retrieve the first name, last name and SSN of all employees who manage a department and have at least one dependent.",
    format_hint="list[{Fname:str, Lname:str, Ssn:str}]",
    gold_sql="SELECT e.Fname, e.Lname, e.Ssn FROM EMPLOYEE e WHERE EXISTS (SELECT 1 FROM DEPENDENT d WHERE d.Essn = e.Ssn) "
             "AND EXISTS (SELECT 1 FROM DEPARTMENT m WHERE m.Mgr_ssn = e.Ssn) ORDER BY e.Lname",
    note="Source: github.com/%s@%s sql/existsOrnek1.sql (same student). Original: \"retrieve all the employees' name who manage a "
         "department and have a dependent\". Author SQL: select fname, lname, ssn from employee where exists(select * from dependent "
         "where ssn = essn) and exists(select * from department where ssn = mgrssn); Adapted: the SSN the author shows is asked for. "
         "Debatable: no order asked, gold by last name (Wallace, Wong)." % HF,
    source=HF[0] + "/sql/existsOrnek1.sql#1")

# ================================================================ carminecoppola (Italian, 5)
CCN = ("Source: github.com/%s@{c} Coding/Azienda/Query/{f} (Italian university database course; the 'Azienda' database is the "
       "Italian edition's COMPANY schema: impiegato/dipartimento/progetto/lavora_su/familiare_a_carico, with the author's own data). ") % CC
add(id="co1_group_departments_with_at_least_three_employees",
    question="Find all departments that have at least three employees (including the manager), with their number of employees.",
    format_hint="list[{Dname:str, NumEmployees:int}]",
    gold_sql="SELECT d.Dname, COUNT(*) AS NumEmployees FROM DEPARTMENT d JOIN EMPLOYEE e ON e.Dno = d.Dnumber "
             "GROUP BY d.Dnumber, d.Dname HAVING COUNT(*) >= 3 ORDER BY d.Dnumber",
    note=CCN.format(c="d490008cc7d98a8cdaef38f5f7780438503f20f8", f="DipartimentimentoCon3Imp.sql") + "Original: \"Trova tutti i dipartimenti che hanno almeno tre "
         "impiegati (compreso il direttore)\". Author SQL: SELECT d.nome_dipartimento, COUNT(*) AS num_impiegati FROM dipartimento d "
         "JOIN impiegato i ON d.numero_dipartimento = i.numero_dipartimento WHERE EXISTS (...) GROUP BY d.numero_dipartimento, "
         "d.nome_dipartimento HAVING COUNT(*) >= 3 ORDER BY d.numero_dipartimento; Adapted: translated. Debatable: the manager counts "
         "because managers work in the department they manage (Dno); gold ordered by department number as the author's SQL "
         "(Administration 3, Research 4).",
    source=CC + "/Coding/Azienda/Query/DipartimentimentoCon3Imp.sql#1")

add(id="co1_filter_supervisors_of_at_least_three",
    question="Give the first and last names of all supervisors who supervise at least 3 employees.",
    format_hint="list[{Fname:str, Lname:str}]",
    gold_sql="SELECT s.Fname, s.Lname FROM EMPLOYEE s WHERE s.Ssn IN (SELECT Super_ssn FROM EMPLOYEE WHERE Super_ssn IS NOT NULL "
             "GROUP BY Super_ssn HAVING COUNT(*) >= 3) ORDER BY s.Lname",
    note=CCN.format(c="96d6eb196e985eaf47bfff128ce173b812075f2d", f="Supervisiona3Impiegati.sql") + "Original: \"Nome e cognome di tutti i supervisori che "
         "supervisionano almeno 3 impiegati\". Author SQL: SELECT I.nome, I.cognome FROM IMPIEGATO I WHERE I.cf IN (SELECT "
         "I.cf_supervisore FROM IMPIEGATO I GROUP BY I.cf_supervisore HAVING COUNT(*) > 2); Adapted: translated. Debatable: direct "
         "supervision only (Super_ssn); Wong supervises 3, Wallace and Borg 2 each.",
    source=CC + "/Coding/Azienda/Query/Supervisiona3Impiegati.sql#1")

add(id="co1_join_supervisors_of_department_managers",
    question="Find the first-level supervisors of the department managers (the direct supervisors of the employees who manage a department); give their first and last names.",
    format_hint="list[{Fname:str, Lname:str}]",
    gold_sql="SELECT s.Fname, s.Lname FROM EMPLOYEE s WHERE s.Ssn IN (SELECT e.Super_ssn FROM EMPLOYEE e JOIN DEPARTMENT d "
             "ON d.Mgr_ssn = e.Ssn) ORDER BY s.Lname",
    note=CCN.format(c="c535c9172379a328be64b51d40a605d6407f1a1c", f="SupervisoriDiPrimoLivello.sql") + "Original: \"Trovare il nome dei supervisori di primo "
         "livello dei direttori\" (direttori = department managers). Author SQL: SELECT I.nome FROM IMPIEGATO I WHERE I.cf IN (SELECT "
         "I.cf_supervisore FROM IMPIEGATO I JOIN DIPARTIMENTO D ON (I.cf = D.cf_direttore)); Adapted: translated; last name added "
         "to the author's first name. Debatable: Wong and Wallace are supervised by Borg; Borg (manager of Headquarters) has no "
         "supervisor; answer James Borg once.",
    source=CC + "/Coding/Azienda/Query/SupervisoriDiPrimoLivello.sql#1")

add(id="co1_topn_project_with_most_hours",
    question="Find the name and the total hours of the project with the maximum number of hours worked.",
    format_hint="list[{Pname:str, TotalHours:float}]",
    gold_sql="SELECT p.Pname, SUM(w.Hours) AS TotalHours FROM PROJECT p JOIN WORKS_ON w ON w.Pno = p.Pnumber GROUP BY p.Pnumber, p.Pname "
             "HAVING SUM(w.Hours) = (SELECT MAX(t) FROM (SELECT SUM(Hours) AS t FROM WORKS_ON GROUP BY Pno)) ORDER BY p.Pname",
    note=CCN.format(c="c535c9172379a328be64b51d40a605d6407f1a1c", f="ProgettoPiuLavorato.sql") + "Original: \"Trovare il nome del progetto e ore del progetto con il "
         "max numero di ore lavorate\". Author SQL: SELECT P.nome_progetto, SUM(L.ore) AS ore_lavorate FROM IMPIEGATO I JOIN LAVORA_SU L "
         "... JOIN PROGETTO P ... GROUP BY P.nome_progetto ORDER BY SUM(L.ore) DESC FETCH FIRST 1 ROWS ONLY; Adapted: translated. "
         "Debatable: Computerization and Newbenefits tie at 55.0 hours; the gold lists both (alphabetically), while the author's "
         "FETCH FIRST 1 ROW would return one of them arbitrarily.",
    source=CC + "/Coding/Azienda/Query/ProgettoPiuLavorato.sql#1")

add(id="co1_group_number_of_projects_per_employee",
    question="Find the number of projects each employee works on, with the employee's first and last name.",
    format_hint="list[{Fname:str, Lname:str, NumProjects:int}]",
    gold_sql="SELECT e.Fname, e.Lname, COUNT(*) AS NumProjects FROM EMPLOYEE e JOIN WORKS_ON w ON w.Essn = e.Ssn "
             "GROUP BY e.Ssn, e.Fname, e.Lname ORDER BY e.Lname, e.Fname",
    note=CCN.format(c="c535c9172379a328be64b51d40a605d6407f1a1c", f="NumProgetti.sql") + "Original: \"Trovare il numero dei progetti su cui lavora ciascun "
         "impiegato\". Author SQL: SELECT I.nome, COUNT(L.numero_progetto) AS numero_di_progetti FROM IMPIEGATO I JOIN LAVORA_SU L ON "
         "I.cf = L.cf_impiegato GROUP BY I.nome; Adapted: translated; last name added to the author's first name. Debatable: Borg's "
         "assignment with NULL hours counts as a project; every employee works on at least one project, so all 8 appear; no order "
         "asked, gold by last name.",
    source=CC + "/Coding/Azienda/Query/NumProgetti.sql#1")

# ================================================================ hartmutmeyer (German, 5)
add(id="co1_join_departments_with_their_managers",
    question="Make a list of all departments (department name and department number) with the names (first and last name) of their managers. Sort the list by department name in descending order.",
    format_hint="list[{Dname:str, Dnumber:int, Fname:str, Lname:str}]",
    gold_sql="SELECT d.Dname, d.Dnumber, e.Fname, e.Lname FROM DEPARTMENT d JOIN EMPLOYEE e ON e.Ssn = d.Mgr_ssn ORDER BY d.Dname DESC",
    note=src_hm() + " Item 2a. Original: \"Erstelle eine Liste aller Abteilungen (Abteilungsname und Abteilungsnummer) und der Namen der "
         "zugehörigen Abteilungsleiter (Vor- und Nachname). Sortiere die Liste absteigend nach dem Abteilungsnamen.\" Teacher's SQL: "
         "SELECT abteilung.abteilungsname, abteilung.abteilung_id, angestellter.vorname, angestellter.nachname FROM abteilung, "
         "angestellter WHERE abteilung.abteilungsleiter_id = angestellter.angestellter_id ORDER BY abteilung.abteilungsname DESC; "
         "Adapted: translated. Debatable: none; the teacher's sample output has the same 3 rows in the same order.",
    source=HM[0] + "/" + HM[2] + "#2a")

add(id="co1_join_supervisor_of_jennifer_wallace",
    question="What is the name (first and last name) of Jennifer Wallace's supervisor?",
    format_hint="list[{Fname:str, Lname:str}]",
    gold_sql="SELECT s.Fname, s.Lname FROM EMPLOYEE e JOIN EMPLOYEE s ON s.Ssn = e.Super_ssn WHERE e.Fname = 'Jennifer' AND e.Lname = 'Wallace'",
    note=src_hm() + " Item 2c. Original: \"Ermittle den Namen (Vor- und Nachname) des Vorgesetzten von Jennifer Wallace.\" Teacher's "
         "SQL: SELECT chef.vorname, chef.nachname FROM angestellter mitarbeiter, angestellter chef WHERE mitarbeiter.vorgesetzter_id = "
         "chef.angestellter_id AND mitarbeiter.vorname = 'Jennifer' AND mitarbeiter.nachname = 'Wallace'; Adapted: translated. "
         "Debatable: none (James Borg, as in the sample output).",
    source=HM[0] + "/" + HM[2] + "#2c")

add(id="co1_date_newbenefits_staff_birthdays",
    question="Make a list of all employees (first name, last name, birthday, sex) who work on the project 'Newbenefits'.",
    format_hint="list[{Fname:str, Lname:str, Bdate:str, Sex:str}]",
    gold_sql="SELECT e.Fname, e.Lname, e.Bdate, e.Sex FROM EMPLOYEE e JOIN WORKS_ON w ON w.Essn = e.Ssn JOIN PROJECT p ON p.Pnumber = w.Pno "
             "WHERE p.Pname = 'Newbenefits' ORDER BY e.Lname",
    note=src_hm() + " Item 2f. Original: \"Erstelle eine Liste aller Mitarbeiter (Vorname, Nachname, Geburtstag, Geschlecht), die am "
         "Projekt \"Newbenefits\" arbeiten.\" Teacher's SQL: SELECT angestellter.vorname, angestellter.nachname, angestellter.geburtstag, "
         "angestellter.geschlecht FROM angestellter, arbeitet_an, projekt WHERE ... AND projekt.projektname = 'Newbenefits'; Adapted: "
         "translated. Debatable: the teacher's copy has Alicia Zelaya born 1968-07-19 and sex as m/w; company.db (7th-edition figure) "
         "has 1968-01-19 and M/F; no order asked, gold by last name (Jabbar, Wallace, Zelaya).",
    source=HM[0] + "/" + HM[2] + "#2f")

add(id="co1_agg_reorganization_headcount",
    question="Count the number of employees working on the project 'Reorganization'.",
    format_hint="int",
    gold_sql="SELECT COUNT(*) FROM WORKS_ON w JOIN PROJECT p ON p.Pnumber = w.Pno WHERE p.Pname = 'Reorganization'",
    note=src_hm() + " Item 2h. Original: \"Zähle die Anzahl der Mitarbeiter im Projekt \"Reorganization\".\" Teacher's SQL: SELECT "
         "COUNT(*) \"Anzahl Projektmitarbeiter\" FROM arbeitet_an, projekt WHERE arbeitet_an.arbeitet_an_projekt_id = "
         "projekt.projekt_id AND projekt.projektname = 'Reorganization'; Adapted: translated. Debatable: James Borg has NULL hours on "
         "Reorganization and is counted (3, as in the sample output).",
    source=HM[0] + "/" + HM[2] + "#2h")

add(id="co1_filter_projects_at_newbenefits_location",
    question="List the names of all projects that take place at the same location as the project 'Newbenefits'. The project 'Newbenefits' itself should not appear in the list.",
    format_hint="list[str]",
    gold_sql="SELECT o.Pname FROM PROJECT o JOIN PROJECT n ON n.Plocation = o.Plocation WHERE n.Pname = 'Newbenefits' "
             "AND o.Pname <> 'Newbenefits' ORDER BY o.Pname",
    note=src_hm() + " Item 2k. Original: \"Liste alle Projekte mit Namen auf, die am selben Ort wie das Projekt „Newbenefits“ "
         "stattfinden. Das Projekt \"Newbenefits\" selbst soll nicht in der Liste erscheinen.\" Teacher's SQL: SELECT "
         "anderesprojekt.projektname FROM projekt anderesprojekt, projekt newbenefits WHERE anderesprojekt.projekt_ort_id = "
         "newbenefits.projekt_ort_id AND newbenefits.projektname = 'Newbenefits' AND anderesprojekt.projektname != "
         "newbenefits.projektname; Adapted: translated (the course stores locations in a table 'ort'; here Plocation). "
         "Debatable: none (Computerization).",
    source=HM[0] + "/" + HM[2] + "#2k")

# ================================================================ james-sungjae-lee (Korean, 5)
JSN = "Source: github.com/%s@{c} HW2/SQL/{f} (Korean university database homework: the textbook's COMPANY queries in Korean with the student's MySQL). " % JS
add(id="co1_date_stafford_projects_manager_details",
    question="For every project located in Stafford, list the project number, the number of the controlling department, and the department manager's last name, address and birth date.",
    format_hint="list[{Pnumber:int, Dnum:int, Lname:str, Address:str, Bdate:str}]",
    gold_sql="SELECT p.Pnumber, p.Dnum, e.Lname, e.Address, e.Bdate FROM PROJECT p JOIN DEPARTMENT d ON d.Dnumber = p.Dnum "
             "JOIN EMPLOYEE e ON e.Ssn = d.Mgr_ssn WHERE p.Plocation = 'Stafford' ORDER BY p.Pnumber",
    note=JSN.format(c="d884d7ad69eab3d16857059845006d8493451559", f="Sol4.sql") + "Original: \"Q4. Stafford 에 위치한 모든 프로젝트에 대해서, 프로젝트 번호, 담당부서 번호, "
         "부서 관리자의 성, 주소, 생년월일을 검색하라\". Author SQL: SELECT Pnumber, Dnum, Fname, Address, Bdate FROM (SELECT Pnumber, "
         "Dnum, Mgr_ssn FROM (SELECT ... FROM project WHERE Plocation = 'Stafford') PRJ JOIN department DEPT ON PRJ.Dnum = "
         "DEPT.Dnumber) MGR JOIN employee EMP ON MGR.Mgr_ssn = EMP.Ssn; Adapted: translated; '성' is the family name, so the gold "
         "shows Lname where the author's SQL shows Fname. Debatable: that column choice; 2 rows (projects 10 and 30, manager Wallace).",
    source=JS + "/HW2/SQL/Sol4.sql#Q4")

add(id="co1_join_employees_and_their_supervisors",
    question="For each employee, retrieve the employee's first and last name and the first and last name of his or her immediate supervisor.",
    format_hint="list[{Fname:str, Lname:str, SupervisorFname:str, SupervisorLname:str}]",
    gold_sql="SELECT e.Fname, e.Lname, s.Fname AS SupervisorFname, s.Lname AS SupervisorLname FROM EMPLOYEE e JOIN EMPLOYEE s "
             "ON s.Ssn = e.Super_ssn ORDER BY e.Lname, e.Fname",
    note=JSN.format(c="d884d7ad69eab3d16857059845006d8493451559", f="Sol5.sql") + "Original: \"Q5. 각 사원에 대해 사원의 이름과 성, 그리고 직속 상사의 이름과 성을 "
         "검색하라.\" Author SQL: SELECT EMP.Fname 사원성, EMP.Lname 사원이름, SUP.Fname 직속상사성, SUP.Lname 직속상사이름 FROM employee "
         "EMP JOIN employee SUP ON EMP.Super_ssn = SUP.Ssn; Adapted: translated. Debatable: the inner join leaves out James Borg, "
         "who has no supervisor (7 rows, as the author's SQL); no order asked, gold by the employee's last name.",
    source=JS + "/HW2/SQL/Sol5.sql#Q5")

add(id="co1_join_projects_involving_a_smith",
    question="Make a list of all project numbers for projects that involve an employee whose last name is 'Smith', either as a worker or as a manager of the department that controls the project.",
    format_hint="list[int]",
    gold_sql="SELECT p.Pnumber FROM PROJECT p JOIN DEPARTMENT d ON d.Dnumber = p.Dnum JOIN EMPLOYEE m ON m.Ssn = d.Mgr_ssn WHERE m.Lname = 'Smith' "
             "UNION SELECT w.Pno FROM WORKS_ON w JOIN EMPLOYEE e ON e.Ssn = w.Essn WHERE e.Lname = 'Smith' ORDER BY 1",
    note=JSN.format(c="d884d7ad69eab3d16857059845006d8493451559", f="Sol8.sql") + "Original: \"Q8. 일반 직원 혹은 프로젝트 관리자 중에서 성이 Smith 인 사원을 포함하는 "
         "모든 프로젝트 번호의 리스트를 검색하라\" (the textbook's Query 4). Author SQL: SELECT Pnumber FROM employee E JOIN project P "
         "ON E.Dno = P.Dnum WHERE E.Lname = 'Smith' UNION SELECT Pnumber FROM employee E JOIN department D ON (E.Ssn = D.Mgr_ssn) JOIN "
         "project P ON D.Dnumber = P.Dnum WHERE E.Lname = 'Smith'; Adapted: translated with the textbook's wording; the gold uses "
         "WORKS_ON for 'as a worker'. Debatable: the author's first branch uses the department's projects instead of WORKS_ON and "
         "would give 1, 2, 3; the gold (textbook reading) gives 1, 2.",
    source=JS + "/HW2/SQL/Sol8.sql#Q8")

add(id="co1_filter_dept5_productx_ten_hours",
    question="Retrieve the first and last names of all employees of department 5 who work 10 or more hours per week on the ProductX project.",
    format_hint="list[{Fname:str, Lname:str}]",
    gold_sql="SELECT e.Fname, e.Lname FROM EMPLOYEE e JOIN WORKS_ON w ON w.Essn = e.Ssn JOIN PROJECT p ON p.Pnumber = w.Pno "
             "WHERE e.Dno = 5 AND p.Pname = 'ProductX' AND w.Hours >= 10 ORDER BY e.Lname",
    note=JSN.format(c="4d3ae072769ddab2a8f2b21a2b10a58ce7991b4e", f="Sol12.sql") + "Original: \"Q12. 5번 부서에 근무하는 사원 중에서 ProductX 프로젝트에 주당 10시간 "
         "이상 일하는 모든 사원의 성, 이름을 검색하라.\" Author SQL: SELECT DISTINCT E.Fname, E.Lname FROM employee E JOIN works_on W "
         "ON (E.Ssn = W.Essn) JOIN project P ON (W.Pno = P.Pnumber) WHERE E.Dno = 5 AND P.Pname = 'ProductX' AND W.Hours >= 10; "
         "Adapted: translated ('10시간 이상' = 10 or more). Debatable: the textbook's English exercise says 'more than 10 hours'; "
         "with either reading the answer is John Smith (32.5) and Joyce English (20); no order asked, gold by last name.",
    source=JS + "/HW2/SQL/Sol12.sql#Q12")

add(id="co1_agg_employees_with_a_spouse",
    question="How many employees have a spouse?",
    format_hint="int",
    gold_sql="SELECT COUNT(DISTINCT e.Ssn) FROM EMPLOYEE e JOIN DEPENDENT d ON d.Essn = e.Ssn WHERE d.Relationship = 'Spouse'",
    note=JSN.format(c="4d3ae072769ddab2a8f2b21a2b10a58ce7991b4e", f="Sol13.sql") + "Original: \"Q13. 배우자가 있는 사원들의 수를 검색하라\". Author SQL: SELECT "
         "COUNT(*) 인원 FROM employee E JOIN dependent D ON (E.Ssn = D.Essn) WHERE Relationship = 'Spouse'; Adapted: translated; "
         "COUNT(DISTINCT) so an employee is counted once (same result, 3, since nobody has two spouses). Debatable: a spouse is a "
         "dependent with Relationship 'Spouse' (Wong, Wallace, Smith).",
    source=JS + "/HW2/SQL/Sol13.sql#Q13")

# ================================================================ FatThompson (English, 4)
FTN = "Source: github.com/%s@%s company-db-scripts/{f} (an English course assignment on the COMPANY database, the student's MySQL with the question in a comment; the student's data copy has a few typos, e.g. 'Micheal'). " % (FT[0], FT[1])
add(id="co1_join_departments_and_their_projects_sorted",
    question="Retrieve the department names and the names of the projects each department controls. Sort the output alphabetically in descending order by department name, and within each department in ascending order by project name.",
    format_hint="list[{Dname:str, Pname:str}]",
    gold_sql="SELECT d.Dname, p.Pname FROM DEPARTMENT d JOIN PROJECT p ON p.Dnum = d.Dnumber ORDER BY d.Dname DESC, p.Pname ASC",
    note=FTN.format(f="Assg_Oct17_query1.sql") + "Original: \"Retrieve the departments names and projects names each departments controls. "
         "the output should be sorted alphabetically in descending order by the departments name and within each departments sorted "
         "alphebetically in ascending order by the projects name.\" Author SQL: SELECT dname,pname FROM departments,projects WHERE "
         "departments.dnumber = projects.dnum ORDER BY dname DESC, pname ASC; Adapted: wording tidied. Debatable: none (6 rows).",
    source=FT[0] + "/company-db-scripts/Assg_Oct17_query1.sql#1")

add(id="co1_date_employees_born_in_1972",
    question="Retrieve the social security number, first name, last name and birth date of all employees who were born in 1972.",
    format_hint="list[{Ssn:str, Fname:str, Lname:str, Bdate:str}]",
    gold_sql="SELECT Ssn, Fname, Lname, Bdate FROM EMPLOYEE WHERE Bdate BETWEEN '1972-01-01' AND '1972-12-31' ORDER BY Ssn",
    note=FTN.format(f="Assg_Oct17_query3.sql") + "Original: \"Retrieve the social security number, first name, last name and birth "
         "dates of all employees who were born in 1972.\" Author SQL: SELECT ssn, fname, lname, bdate FROM employees WHERE bdate LIKE "
         "\"1972-%\"; Adapted: none. Debatable: with the 7th-edition dates only Joyce English (1972-07-31); older editions have "
         "her born in 1962 and would give no row.",
    source=FT[0] + "/company-db-scripts/Assg_Oct17_query3.sql#3")

add(id="co1_filter_stafford_department_or_son_michael",
    question="Retrieve the social security number, first name and last name of all employees who work in a department which has a location in 'Stafford' or have a son named Michael.",
    format_hint="list[{Ssn:str, Fname:str, Lname:str}]",
    gold_sql="SELECT e.Ssn, e.Fname, e.Lname FROM EMPLOYEE e JOIN DEPT_LOCATIONS l ON l.Dnumber = e.Dno WHERE l.Dlocation = 'Stafford' "
             "UNION SELECT e.Ssn, e.Fname, e.Lname FROM EMPLOYEE e JOIN DEPENDENT d ON d.Essn = e.Ssn "
             "WHERE d.Dependent_name = 'Michael' AND d.Relationship = 'Son' ORDER BY 1",
    note=FTN.format(f="Assg_Oct17_query4.sql") + "Original: \"Retrieve the social security number, first name and last name of all "
         "employees who work in a department which has a location in 'Stafford' or have a son named Michael.\" Author SQL: (SELECT "
         "ssn,fname,lname FROM employees, dept_locations WHERE dnumber=dno AND dlocation='Stafford') UNION (SELECT ssn,fname,lname FROM "
         "employees, dependents WHERE ssn=essn AND dependent_name='Micheal' AND relationship='Son'); Adapted: none ('Micheal' is the "
         "student's data typo; the textbook spelling is Michael). Debatable: no order asked, gold by SSN (Smith, Wallace, Jabbar, Zelaya).",
    source=FT[0] + "/company-db-scripts/Assg_Oct17_query4.sql#4")

add(id="co1_filter_sugarland_department_without_spouse",
    question="Retrieve the social security number, first name and last name of all employees who work in a department which has a location in 'Sugarland' but do not have spouses.",
    format_hint="list[{Ssn:str, Fname:str, Lname:str}]",
    gold_sql="SELECT e.Ssn, e.Fname, e.Lname FROM EMPLOYEE e JOIN DEPT_LOCATIONS l ON l.Dnumber = e.Dno WHERE l.Dlocation = 'Sugarland' "
             "AND e.Ssn NOT IN (SELECT Essn FROM DEPENDENT WHERE Relationship = 'Spouse') ORDER BY e.Ssn",
    note=FTN.format(f="Assg_Oct17_query5.sql") + "Original: \"Retrieve the social security number, first name and last name of all "
         "employees who work in a department which has a location in 'Sugarland' but do not have spouses.\" Author SQL: SELECT ssn, "
         "fname, lname FROM employees, dept_locations WHERE dlocation='Sugarland' AND ssn NOT IN (SELECT essn FROM dependents WHERE "
         "relationship='Spouse'); Adapted: none. Debatable: the author's SQL forgets to join dept_locations to the employee's "
         "department (it would list every employee without a spouse); the gold follows the words: Research employees without a spouse "
         "(Joyce English, Ramesh Narayan).",
    source=FT[0] + "/company-db-scripts/Assg_Oct17_query5.sql#5")

# ================================================================ lakshakar (English, 1)
add(id="co1_agg_projects_of_productY_department_manager",
    question="Get the number of projects on which the manager of the department that controls ProductY is working. Output the manager's SSN and the number of projects.",
    format_hint="list[{Mgr_ssn:str, NumProjects:int}]",
    gold_sql="SELECT d.Mgr_ssn, COUNT(*) AS NumProjects FROM DEPARTMENT d JOIN PROJECT p ON p.Dnum = d.Dnumber "
             "JOIN WORKS_ON w ON w.Essn = d.Mgr_ssn WHERE p.Pname = 'ProductY' GROUP BY d.Mgr_ssn",
    note="Source: github.com/%s@%s %s (IIIT Hyderabad 'Software Systems Development' lab activity on the COMPANY database, the "
         "student's MySQL). Original: \"Get the number of projects on which the manager of department which controls productY is "
         "working. Output – Manager ssn, Number of projects\". Author SQL: select T.mgr_ssn, T.no_of_projects from EMPLOYEE as emp, "
         "(select works_on.Essn as mgr_ssn, count(*) as no_of_projects from WORKS_ON ... where works_on.Essn in (select Mgr_ssn from "
         "DEPARTMENT where Dnumber in (select Dnum from PROJECT where Pname = 'ProductY')) group by works_on.Essn) as T where emp.Ssn = "
         "T.mgr_ssn; Adapted: none. Debatable: none (Franklin Wong, 333445555, works on 4 projects)." % LK,
    source=LK[0] + "/" + LK[2] + "#q3")


# ---------------------------------------------------------------- write + check
def parse_keys(hint):
    if not hint.startswith("list[{"):
        return None
    inner = hint[len("list[{"):-2]
    return [p.split(":")[0].strip() for p in inner.split(",")]


def main():
    con = sqlite3.connect("file:%s?mode=ro" % DB, uri=True)
    ids = set()
    out = []
    for q in Q:
        assert q["id"] not in ids, q["id"]
        ids.add(q["id"])
        rows = con.execute(q["gold_sql"]).fetchall()
        assert rows, "empty: %s" % q["id"]
        for r in rows:
            assert all(v is not None for v in r), "null in %s: %r" % (q["id"], r)
        keys = parse_keys(q["format_hint"])
        if keys:
            ncol = len(rows[0])
            assert ncol == len(keys), "%s: %d cols vs %d keys" % (q["id"], ncol, len(keys))
        rec = {"id": q["id"], "question": q["question"], "format_hint": q["format_hint"], "kind": "sql",
               "gold_sql": q["gold_sql"]}
        if keys:
            rec["keys"] = keys
        rec["tol"] = 0.01
        rec["note"] = q["note"]
        rec["source"] = q["source"]
        out.append(rec)
    with open(os.path.join(HERE, "questions.jsonl"), "w", encoding="utf-8") as f:
        for rec in out:
            f.write(json.dumps(rec, ensure_ascii=False) + "\n")
    print("wrote %d questions" % len(out))


if __name__ == "__main__":
    main()
