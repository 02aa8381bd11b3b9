#!/usr/bin/env python3
"""Writes questions.jsonl for the suppliers-public1 blind set and checks every gold query.

Checks: the gold SQL runs on /work/extra-data/suppliers.db, returns at least one row, no NULL
cell, at most 100 rows, object hints match the column count. It also runs every gold query on a
variant of the database with the older-edition data (P3 in Rome, projects Punch/Reader/Collator/
Terminal) and prints which answers would differ there (those notes say so).
"""
import json
import os
import sqlite3
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
DB = "/work/extra-data/suppliers.db"
ALT_DB = os.path.join(HERE, "_alt_older_edition.db")  # rebuilt by main(), removed afterwards


def build_alt(path):
    """Same rows as build_suppliers.py except the older-edition values: P3 in Rome, projects
    Punch/Reader/Collator/Terminal for J2/J3/J5/J6."""
    sys.path.insert(0, "/work/extra-data")
    import build_suppliers as b
    b.P = [r if r[0] != "P3" else ("P3", "Screw", "Blue", 17, "Rome") for r in b.P]
    names = {"J2": "Punch", "J3": "Reader", "J5": "Collator", "J6": "Terminal"}
    b.J = [(j, names.get(j, n), c) for j, n, c in b.J]
    b.build(path)

ELISA = "elisa-solinas/sql_esercizi"
ELISA_C = "521b42c33c44315a4db3f19c3e35763851554eb8"
M0 = "m0canu1/database"
M0_E2 = "e77a5db96416c8d1c08f6f2c8e569e91a94bc85f"
M0_E3 = "584b0d9be00073c667dbbd6ea3aa2e1f875ddbf4"
M0_E4 = "36aea61bec44b11b9d6060e631e954120990b70a"
MAT = "matteo-dinoia/uni-database"
MAT_95 = "a351d4a73a6ccb66861055c653f53f93ff69fad2"
MAT_93 = "b7eb0d478db5e88d48029382937037b8e4826b46"
PFX = "david-pfx/Andl"
PFX_C = "5842ac45bc0c0b45436c661013389e74a05c4bf4"
CB = "CharlotteBones/Msc-Coursework"
DW = "devereaweaver/COSC578"
NF = "nf-97/CFG-Homework"
NF_C = "2596f605243550dd26b09353365ec1115f08933a"
RF = "robynfsj/code-first-girls-nanodegree"
RF_C = "742aea2065e2fe51f7ca7c3e3cae8d90a8e637e3"

SPJ_NOTE = ("The source's schema has only the supplier-part-project shipments (its 'supply' table = SPJ); "
            "this database also has Date's SP (supplier-part shipments without projects), so the question "
            "says 'to projects' to point at SPJ, as the source means.")

Q = []


def add(id_, question, hint, sql, note, source, keys=None):
    d = {"id": id_, "question": question, "format_hint": hint, "kind": "sql", "gold_sql": sql}
    if keys:
        d["keys"] = keys
    d["tol"] = 0.01
    d["note"] = note
    d["source"] = source
    Q.append(d)


# ------------------------------------------------------------------ elisa-solinas (Italian, 6)
add("sp1_filter_red_parts_13_to_17kg",
    "List the names of all red parts that weigh between 13 kg and 17 kg.",
    "list[str]",
    "SELECT PNAME FROM P WHERE COLOR = 'Red' AND WEIGHT BETWEEN 13 AND 17 ORDER BY PNO",
    f"Source: github.com/{ELISA}@{ELISA_C} 02_Query/02es01.sql (Italian course lab sheet, Turin 'Basi di dati', "
    "exercise 2.1, on Date's S/P/SP data in the repo's example.sql). Original: \"Esercizio 2.1: Elencare il nome di "
    "tutte le parti rosse con peso compreso tra 13 kg e 17 kg\". Author SQL: select PNum from P where (Weight >= 13) "
    "and (Weight <= 17) and (Color = 'Red'); Adapted: translated; gold returns the part name, as the words ask "
    "(the author's SQL returns the part number, P4). One row (Screw). Debatable: 'between' is read inclusive, as "
    "the author's >= / <= does.",
    f"{ELISA}/02_Query/02es01.sql#2.1")

add("sp1_join_parts_in_a_supplier_city",
    "Which parts are stocked in the same city as a supplier (not necessarily supplied by that supplier)? "
    "List the part's name, colour and weight and the supplier's name.",
    "list[{PNAME:str, COLOR:str, WEIGHT:int, SNAME:str}]",
    "SELECT p.PNAME, p.COLOR, p.WEIGHT, s.SNAME FROM P p JOIN S s ON s.CITY = p.CITY ORDER BY p.PNO, s.SNO",
    f"Source: github.com/{ELISA}@{ELISA_C} 02_Query/02es03.sql, exercise 2.3. Original: \"Quali sono le parti "
    "disponibili nella stessa città di un fornitore (non necessariamente fornite da quel fornitore)? Elencare nome, "
    "colore e peso delle parti e nome del fornitore\". Author SQL: select distinct PName, Color, Weight, SName from "
    "S, P where P.City = S.City; Adapted: translated; gold is the author's query (DISTINCT changes nothing here), "
    "10 rows. Debatable: no order is asked for; gold orders by part number, then supplier number. P3's city "
    "(Oslo here, Rome in older editions) has no supplier either way.",
    f"{ELISA}/02_Query/02es03.sql#2.3", ["PNAME", "COLOR", "WEIGHT", "SNAME"])

add("sp1_join_suppliers_300_bolts_or_nuts",
    "In ascending alphabetical order, list the names of the suppliers who have at least once filled an order of "
    "at least 300 bolts or at least 300 nuts.",
    "list[str]",
    "SELECT DISTINCT s.SNAME FROM S s JOIN SP x ON x.SNO = s.SNO JOIN P p ON p.PNO = x.PNO "
    "WHERE p.PNAME IN ('Bolt', 'Nut') AND x.QTY >= 300 ORDER BY s.SNAME",
    f"Source: github.com/{ELISA}@{ELISA_C} 02_Query/02es04.sql, exercise 2.4. Original: \"Elencare, in ordine "
    "alfabetico crescente, il nome dei fornitori che hanno evaso almeno una volta ordini di almeno 300 bulloni "
    "(bolt) o di almeno 300 dadi (nut)\". Author SQL: select distinct SName from S, P, SP where (S.SNum = SP.SNum) "
    "and (P.PNum = SP.PNum) and (PName = 'Bolt' or PName = 'Nut') and SP.Qty >= 300 order by SName; Adapted: "
    "translated; gold is the author's query on SP (Jones, Smith). Debatable: an 'order' is read as one SP "
    "shipment row, as the author does.",
    f"{ELISA}/02_Query/02es04.sql#2.4")

add("sp1_join_suppliers_weight_outside_14_17_by_status",
    "List, in descending order of status, the suppliers who have supplied parts weighing outside the range "
    "14 kg to 17 kg. Show the supplier's name and status; break ties alphabetically by name.",
    "list[{SNAME:str, STATUS:int}]",
    "SELECT DISTINCT s.SNAME, s.STATUS FROM S s JOIN SP x ON x.SNO = s.SNO JOIN P p ON p.PNO = x.PNO "
    "WHERE p.WEIGHT < 14 OR p.WEIGHT > 17 ORDER BY s.STATUS DESC, s.SNAME",
    f"Source: github.com/{ELISA}@{ELISA_C} 02_Query/02es05.sql, exercise 2.5. Original: \"Elencare, in ordine di "
    "status decrescente, i fornitori che hanno fornito parti con peso fuori dall'intervallo [14 kg, 17 kg]. "
    "Mostrare il nome del fornitore e il suo status.\" Author SQL: select distinct SName, status from S, P, SP "
    "where (S.SNum = SP.SNum) and (P.PNum = SP.PNum) and (P.Weight < 14 or P.Weight > 17) order by status desc; "
    "Adapted: translated; Smith and Clark both have status 20, so a tie-break by name was added to the question "
    "to make the order unique (Clark, Smith, Jones). Debatable: the tie-break is not in the source.",
    f"{ELISA}/02_Query/02es05.sql#2.5", ["SNAME", "STATUS"])

add("sp1_group_suppliers_per_city_status_20",
    "Count the suppliers in each city, considering only suppliers whose status is at least 20.",
    "list[{CITY:str, SUPPLIERS:int}]",
    "SELECT CITY, COUNT(SNO) AS SUPPLIERS FROM S WHERE STATUS >= 20 GROUP BY CITY ORDER BY CITY",
    f"Source: github.com/{ELISA}@{ELISA_C} 04_Groups/04es00.sql, 'Caso 1'. Original: \"Estrarre il numero di "
    "fornitori per città con status almeno uguale a 20\". Author SQL: select City, count(SNum) from S where "
    "(status >= 20) group by City; Adapted: translated; gold is the author's query (Athens 1, London 2, Paris 1). "
    "Debatable: no order is asked for; gold orders by city. Cities with no supplier of status >= 20 do not appear "
    "(every city has one here).",
    f"{ELISA}/04_Groups/04es00.sql#caso1", ["CITY", "SUPPLIERS"])

add("sp1_group_cities_two_multicolour_suppliers",
    "Find the cities in which there are at least two suppliers who have each supplied at least two products of "
    "different colours.",
    "list[str]",
    "SELECT s.CITY FROM S s WHERE (SELECT COUNT(DISTINCT p.COLOR) FROM SP x JOIN P p ON p.PNO = x.PNO "
    "WHERE x.SNO = s.SNO) >= 2 GROUP BY s.CITY HAVING COUNT(*) >= 2 ORDER BY s.CITY",
    f"Source: github.com/{ELISA}@{ELISA_C} 04_Groups/04es02.sql (exercise 4.3 of the same course). Original: "
    "\"Estrarre le città in cui ci sono almeno due fornitori che hanno fornito ognuno almeno due prodotti di "
    "diverso colore (suggerimento: scrivere prima la query che estrae le informazioni sulle coppie di parti di "
    "diverso colore fornite dallo stesso fornitore)\". Author SQL: select S.City from (SP join P using (PNum)) "
    "join S using (SNum) group by S.City having count(P.Color) > 1 and count(S.City) > 1; Adapted: translated; "
    "the author's SQL counts shipments, not suppliers or distinct colours, and would return London and Paris; "
    "gold follows the words: London (Smith and Clark each shipped parts of 3 colours; in Paris only Jones has "
    "two colours, Blake ships only green). Debatable: gold departs from the author's (incorrect) SQL.",
    f"{ELISA}/04_Groups/04es02.sql#4.3")

# ------------------------------------------------------------------ m0canu1 (Italian, 6)
add("sp1_filter_supplier_names_with_a_and_e",
    "List all suppliers whose name contains both an 'a' and an 'e'.",
    "list[{SNO:str, SNAME:str, STATUS:int, CITY:str}]",
    "SELECT SNO, SNAME, STATUS, CITY FROM S WHERE lower(SNAME) LIKE '%a%' AND lower(SNAME) LIKE '%e%' ORDER BY SNO",
    f"Source: github.com/{M0}@{M0_E2} lab/sql/soluzionisql/esercizi2.sql, item 4 (Italian lab sheet, same Turin "
    "course). Original: \"4. Elencare tutti i fornitori il cui nome contiene sia una a che una e.\" Author SQL: "
    "select * from s where sname like '%a%' and sname like '%s%'; Adapted: translated; the author's SQL tests "
    "for 's' instead of 'e' (a slip) and would return Adams; gold follows the words: Blake. All columns, as the "
    "author's select *. Debatable: gold departs from the author's SQL; case-insensitive match (same result "
    "either way).",
    f"{M0}/lab/sql/soluzionisql/esercizi2.sql#4", ["SNO", "SNAME", "STATUS", "CITY"])

add("sp1_filter_parts_name_at_least_4_chars",
    "List all parts whose name is at least 4 characters long.",
    "list[{PNO:str, PNAME:str, COLOR:str, WEIGHT:int, CITY:str}]",
    "SELECT PNO, PNAME, COLOR, WEIGHT, CITY FROM P WHERE length(PNAME) >= 4 ORDER BY PNO",
    f"Source: github.com/{M0}@{M0_E2} lab/sql/soluzionisql/esercizi2.sql, item 7. Original: \"7. Elencare tutte "
    "le parti con un nome lungo almeno 4 caratteri.\" Author SQL: select * from p where pname like '%____%'; "
    "Adapted: translated; all columns, as the author's select * (P2 Bolt, P3 Screw, P4 Screw). Debatable: no "
    "order is asked for; gold orders by part number. P3's CITY is Oslo here (Rome in older editions).",
    f"{M0}/lab/sql/soluzionisql/esercizi2.sql#7", ["PNO", "PNAME", "COLOR", "WEIGHT", "CITY"])

add("sp1_filter_supplier_names_with_s",
    "List all suppliers whose name contains an 's' (upper or lower case).",
    "list[{SNO:str, SNAME:str, STATUS:int, CITY:str}]",
    "SELECT SNO, SNAME, STATUS, CITY FROM S WHERE lower(SNAME) LIKE '%s%' ORDER BY SNO",
    f"Source: github.com/{M0}@{M0_E2} lab/sql/soluzionisql/esercizi2.sql, item 2. Original: \"2. Elencare tutti "
    "i fornitori il cui nome contiene una s.\" Author SQL: select * from s where sname like '%s%' or sname like "
    "'%S%'; Adapted: translated; 'upper or lower case' added to the question because the author's SQL counts "
    "both (Smith's capital S); all columns as the author's select * (Smith, Jones, Adams). Debatable: a "
    "case-sensitive reading would drop Smith.",
    f"{M0}/lab/sql/soluzionisql/esercizi2.sql#2", ["SNO", "SNAME", "STATUS", "CITY"])

add("sp1_join_green_parts_supplier_cities",
    "List the names of all green parts and the cities of their suppliers, if any.",
    "list[{PNAME:str, CITY:str}]",
    "SELECT DISTINCT p.PNAME, s.CITY FROM P p LEFT JOIN SP x ON x.PNO = p.PNO LEFT JOIN S s ON s.SNO = x.SNO "
    "WHERE p.COLOR = 'Green' ORDER BY p.PNAME, s.CITY",
    f"Source: github.com/{M0}@{M0_E3} lab/sql/soluzionisql/esercizi3.sql, exercise 3.2. Original: \"Elencare i "
    "nomi di tutte le parti di colore verde e le città dei loro eventuali fornitori\". Author SQL: SELECT pname, "
    "s.city FROM s join sp on s.snum = sp.snum join p on sp.pnum = p.pnum WHERE color = 'Green' group by s.city, "
    "pname; Adapted: translated; gold keeps the outer join the word 'eventuali' asks for (no difference here: the "
    "only green part, Bolt, has suppliers) and one row per city, as the author's GROUP BY (Bolt London, Bolt "
    "Paris). Debatable: one row per shipment would repeat each city twice.",
    f"{M0}/lab/sql/soluzionisql/esercizi3.sql#3.2", ["PNAME", "CITY"])

add("sp1_join_part_pairs_same_supplier",
    "List all pairs of parts supplied by the same supplier: show the supplier's name and, for each part of the "
    "pair, its number and name.",
    "list[{SNAME:str, PNO1:str, PNAME1:str, PNO2:str, PNAME2:str}]",
    "SELECT s.SNAME, a.PNO AS PNO1, p1.PNAME AS PNAME1, b.PNO AS PNO2, p2.PNAME AS PNAME2 FROM SP a "
    "JOIN SP b ON b.SNO = a.SNO AND a.PNO < b.PNO JOIN S s ON s.SNO = a.SNO JOIN P p1 ON p1.PNO = a.PNO "
    "JOIN P p2 ON p2.PNO = b.PNO ORDER BY a.SNO, a.PNO, b.PNO",
    f"Source: github.com/{M0}@{M0_E3} lab/sql/soluzionisql/esercizi3.sql, exercise 3.5. Original: \"Elencare "
    "tutte le coppie di parti fornite dallo stesso fornitore (mostrare nome del fornitore, codice e nome delle "
    "parti).\" Author SQL: SELECT s.sname, p1.pname nome1, sp1.pnum codice1, sp2.pnum codice2, p2.pname nome2 "
    "FROM sp sp1 join sp sp2 on sp1.snum = sp2.snum join s on sp1.snum = s.snum join p p1 on sp1.pnum = p1.pnum "
    "join p p2 on sp2.pnum = p2.pnum WHERE sp1.pnum < sp2.pnum; Adapted: translated; columns in the order the "
    "words give (code, then name); each unordered pair once (lower part number first), as the author's <; 19 "
    "rows (15 for Smith, 1 for Jones, 3 for Clark). Debatable: no order is asked for; gold orders by supplier "
    "and part numbers.",
    f"{M0}/lab/sql/soluzionisql/esercizi3.sql#3.5", ["SNAME", "PNO1", "PNAME1", "PNO2", "PNAME2"])

add("sp1_group_cities_total_over_1000",
    "Considering only shipments of more than 100 parts, find the cities in which the suppliers, taken together, "
    "supply at least 1000 parts in total. Show the city and the total quantity.",
    "list[{CITY:str, TOTAL_QTY:int}]",
    "SELECT s.CITY, SUM(x.QTY) AS TOTAL_QTY FROM S s JOIN SP x ON x.SNO = s.SNO WHERE x.QTY > 100 "
    "GROUP BY s.CITY HAVING SUM(x.QTY) >= 1000 ORDER BY s.CITY",
    f"Source: github.com/{M0}@{M0_E4} lab/sql/soluzionisql/esercizi4.sql, exercise 4.2. Original: \"Considerando "
    "solo forniture di oltre 100 parti, estrarre le città in cui i fornitori, considerati insieme, forniscono in "
    "totale almeno 1000 parti (mostrare la città e la quantità totale di parti).\" Author SQL: select city, "
    "sum(qty) from s join sp on s.snum = sp.snum where qty > 100 group by city having sum(qty) >= 1000; Adapted: "
    "translated; gold is the author's query (London 2000; Paris reaches only 900). Debatable: none of substance.",
    f"{M0}/lab/sql/soluzionisql/esercizi4.sql#4.2", ["CITY", "TOTAL_QTY"])

# ------------------------------------------------------------------ matteo-dinoia (Italian, 4)
add("sp1_join_suppliers_of_london_parts",
    "List the suppliers (by supplier number) who supply parts that are stocked in London.",
    "list[str]",
    "SELECT DISTINCT x.SNO FROM SP x WHERE x.PNO IN (SELECT PNO FROM P WHERE CITY = 'London') ORDER BY x.SNO",
    f"Source: github.com/{MAT}@{MAT_95} 05-esercizi-95.sql, Es. 5.1 (same Turin course). Original: \"Es. 5.1 "
    "Elencare i fornitori che forniscono parti disponibili a  Londra (sia con costrutto in/not in che con "
    "costrutto any/all)\". Author SQL: select distinct SP.snum from SP join P on P.pnum = SP.pnum where SP.pnum "
    "in (select P.pnum from P where P.city = 'London'); Adapted: translated; the part about writing it with IN "
    "and with ANY is about SQL syntax and is left out; supplier numbers as the author returns (S1, S2, S4). "
    "Debatable: 'the suppliers' could also be shown by name (Smith, Jones, Clark).",
    f"{MAT}/05-esercizi-95.sql#5.1")

add("sp1_agg_cities_no_supplier_below_avg_status",
    "List the cities where no supplier has a status below the average status.",
    "list[str]",
    "SELECT DISTINCT CITY FROM S WHERE CITY NOT IN (SELECT CITY FROM S WHERE STATUS < (SELECT AVG(STATUS) FROM S)) "
    "ORDER BY CITY",
    f"Source: github.com/{MAT}@{MAT_95} 05-esercizi-95.sql, Es. 5.2. Original: \"Es. 5.2 Elencare le città in cui "
    "non vi sono fornitori con status  minore della media (sia con in/not in che con costrutto any/all)\". Author "
    "SQL: select distinct S.city from S where S.city not in (select S.city from S where S.status < (select "
    "avg(S.status) from S)); Adapted: translated; the IN/ALL syntax requirement left out; gold is the author's "
    "query: average status 22, so London (Smith, Clark 20) and Paris (Jones 10) drop out -> Athens. Debatable: "
    "none of substance.",
    f"{MAT}/05-esercizi-95.sql#5.2")

add("sp1_join_part_pairs_same_city_diff_colour",
    "List all pairs of parts stocked in the same city but of different colours, showing the two part numbers and "
    "the city.",
    "list[{PNO1:str, PNO2:str, CITY:str}]",
    "SELECT a.PNO AS PNO1, b.PNO AS PNO2, a.CITY FROM P a JOIN P b ON a.CITY = b.CITY AND a.PNO < b.PNO "
    "WHERE a.COLOR <> b.COLOR ORDER BY a.PNO, b.PNO",
    f"Source: github.com/{MAT}@{MAT_93} 03-esercizi-93.sql, '--es 3.4' (the student's file has only the exercise "
    "number; the words are the course sheet's, as copied in github.com/m0canu1/database@" + M0_E3 +
    " lab/sql/soluzionisql/esercizi3.sql and in elisa-solinas/sql_esercizi 03_Join/03es03.sql). Original: "
    "\"Elencare tutte le coppie di parti disponibili nella stessa città ma di colore diverso (mostrare codice "
    "delle parti e nome della città).\" Author SQL: select P1.pnum, P2.pnum, P1.city from P P1 join P P2 on "
    "P1.city = P2.city where P1.pnum < P2.pnum and P1.color <> P2.color; Adapted: translated; gold is the "
    "author's query: one pair, P2 and P5 in Paris (the three London parts are all red). Debatable: each pair is "
    "listed once (lower number first), as the author does; listing both orders would give two rows.",
    f"{MAT}/03-esercizi-93.sql#3.4", ["PNO1", "PNO2", "CITY"])

add("sp1_group_red_qty_per_supplier_incl_zero",
    "For each supplier, including suppliers that supply no red parts at all, give the total quantity of red parts "
    "supplied. Show the supplier's name and the total (0 when there is none).",
    "list[{SNAME:str, TOTAL_QTY:int}]",
    "SELECT s.SNAME, COALESCE(SUM(x.QTY), 0) AS TOTAL_QTY FROM S s LEFT JOIN (SP x JOIN P p ON p.PNO = x.PNO "
    "AND p.COLOR = 'Red') ON x.SNO = s.SNO GROUP BY s.SNO, s.SNAME ORDER BY s.SNO",
    f"Source: github.com/{MAT}@{MAT_93} 04-esercizi-94.sql, '--4.1c' (the student's file has only the exercise "
    "number; the words are the course sheet's, as copied in github.com/m0canu1/database@" + M0_E4 +
    " lab/sql/soluzionisql/esercizi4.sql). Original: \"Estrarre la quantità totale di parti rosse fornite da "
    "ciascun fornitore compresi i fornitori che non forniscono nessuna parte rossa (mostrare nome del fornitore "
    "e quantità totale di parti) (suggerimento: sfruttare la condizione del join).\" Author SQL: select S.sname, "
    "coalesce (sum(qty), 0) from S left join (SP join P on P.pnum =SP.pnum and P.color = 'Red') on  S.snum "
    "=SP.snum group by S.snum, S.sname; Adapted: translated; '0 when there is none' spells out the author's "
    "COALESCE; gold is the author's query (Smith 600, Jones 300, Blake 0, Clark 300, Adams 0). Debatable: no "
    "order is asked for; gold orders by supplier number.",
    f"{MAT}/04-esercizi-94.sql#4.1c", ["SNAME", "TOTAL_QTY"])

# ------------------------------------------------------------------ david-pfx (English, 6)
PFX_HDR = (f"Source: github.com/{PFX}@{PFX_C} Sample/SPPsample1.andl (\"Some sample queries from "
           "https://web.njit.edu/~hassadi/Dbase_Courses/CIS631/Ex_03.html\", NJIT CIS631 exercise sheet on Date's "
           "suppliers-parts-projects data, answered in Andl with the course's SQL in comments). ")

add("sp1_filter_suppliers_not_supplying_p2",
    "Get the names of the suppliers who do not supply part P2.",
    "list[str]",
    "SELECT SNAME FROM S WHERE SNO NOT IN (SELECT SNO FROM SP WHERE PNO = 'P2') ORDER BY SNO",
    PFX_HDR + "Original: \"Q3. Get the supplier names for suppliers who do not supply part 'P2'.\" Author SQL "
    "(comment): select distinct s.sname from s where s.s# NOT IN (select sp.s# from sp where sp.p#='P2'); "
    "Adapted: gold is the author's SQL on SP (Adams). Debatable: on SPJ (shipments to projects) the answer would "
    "be Smith, Jones, Blake, Clark; the source's SQL uses SP.",
    f"{PFX}/Sample/SPPsample1.andl#Q3")

add("sp1_agg_suppliers_supplying_all_parts",
    "Get the names of the suppliers who supply all parts.",
    "list[str]",
    "SELECT s.SNAME FROM S s WHERE NOT EXISTS (SELECT 1 FROM P p WHERE NOT EXISTS "
    "(SELECT 1 FROM SP x WHERE x.SNO = s.SNO AND x.PNO = p.PNO)) ORDER BY s.SNO",
    PFX_HDR + "Original: \"Q4. Get the supplier names for suppliers who supply all parts.\" Author SQL "
    "(comment): select distinct s.sname from s where NOT EXISTS (select * from p where NOT EXISTS (select * from "
    "sp where sp.s# = s.s# and sp.p# = p.p#) ); Adapted: gold is the author's SQL (Smith). Debatable: on SPJ no "
    "supplier ships all six parts (answer would be empty); the source's SQL uses SP.",
    f"{PFX}/Sample/SPPsample1.andl#Q4")

add("sp1_join_suppliers_sharing_a_part_with_s2",
    "Get the numbers of the suppliers who supply at least one of the parts supplied by supplier S2.",
    "list[str]",
    "SELECT DISTINCT x.SNO FROM SP x WHERE x.PNO IN (SELECT PNO FROM SP WHERE SNO = 'S2') ORDER BY x.SNO",
    PFX_HDR + "Original: \"Q5. Get supplier numbers who supply at lease one of the parts supplied by supplier "
    "'S2'.\" Author SQL (comment): select  distinct s.s# from s, sp where s.s# = sp.s# and p# IN (select p# from "
    "sp where sp.s# = 'S2'); Adapted: typo 'lease' fixed; gold is the author's SQL (S1, S2, S3, S4). Debatable: "
    "S2 itself is included, as in the author's SQL.",
    f"{PFX}/Sample/SPPsample1.andl#Q5")

add("sp1_join_colocated_supplier_pairs",
    "Get all pairs of supplier numbers such that the two suppliers are colocated (located in the same city).",
    "list[{SA:str, SB:str}]",
    "SELECT a.SNO AS SA, b.SNO AS SB FROM S a JOIN S b ON a.CITY = b.CITY AND a.SNO < b.SNO ORDER BY a.SNO, b.SNO",
    PFX_HDR + "Original: \"Q6. Get all pairs of supplier numbers such that two suppliers are 'colocated' "
    "(located in the same city).\" Author SQL (comment): select A.s# AS SA, B.S# AS SB from S  A, S  B where "
    "A.city = B. city and A.s# < B.S#; Adapted: gold is the author's SQL: (S1, S4) London, (S2, S3) Paris. "
    "Debatable: each pair once, lower number first, as the author does.",
    f"{PFX}/Sample/SPPsample1.andl#Q6", ["SA", "SB"])

add("sp1_join_colocated_supplier_part_project",
    "Get all supplier-number/part-number/project-number triples such that the supplier, the part and the project "
    "are all in the same city.",
    "list[{SNO:str, PNO:str, JNO:str}]",
    "SELECT s.SNO, p.PNO, j.JNO FROM S s JOIN P p ON p.CITY = s.CITY JOIN J j ON j.CITY = p.CITY "
    "ORDER BY s.SNO, p.PNO, j.JNO",
    PFX_HDR + "Original: \"Q9. Get all supplier-number/part-number/project-number triples such that the indicated "
    "supplier, part, and project are all colocated (i.e., all in the same city).\" Author SQL (comment): select "
    "s.s#, p.p#, J.j# from s, p, j where s.city = p.city and p.city = j.city; Adapted: gold is the author's SQL "
    "(16 triples: London 2 x 3 x 2, Paris 2 x 2 x 1); no shipment is needed, as in the source (Date's exercise). "
    "Debatable: a reader could restrict to triples that appear in SPJ (only S4/P6/J7 would remain).",
    f"{PFX}/Sample/SPPsample1.andl#Q9", ["SNO", "PNO", "JNO"])

add("sp1_join_supplier_city_project_city_pairs",
    "Get all pairs of city names such that a supplier in the first city supplies a project in the second city.",
    "list[{SCITY:str, JCITY:str}]",
    "SELECT DISTINCT s.CITY AS SCITY, j.CITY AS JCITY FROM S s JOIN SPJ x ON x.SNO = s.SNO JOIN J j ON j.JNO = x.JNO "
    "ORDER BY s.CITY, j.CITY",
    PFX_HDR + "Original: \"Q10. Get all pairs of city names such that a supplier in the first city supplies a "
    "project in the second city.\" Author SQL (comment): select distinct s.city as scity, j.city as jcity from s, "
    "j where exists (select * from spj where spj.s# = s.s# and spj.j# = j.j#); Adapted: gold is the author's SQL "
    "(11 pairs); the Andl answer orders by SCITY, JCITY, and so does gold. Debatable: none of substance.",
    f"{PFX}/Sample/SPPsample1.andl#Q10", ["SCITY", "JCITY"])

# ------------------------------------------------------------------ CharlotteBones (English, 6)
CB_HDR = (f"Source: github.com/{CB} (MSc 'DBM' lab sheets on Date's Supplier/Part/Project/Supply database, one "
          "file per question with the question as a comment). ")

add("sp1_join_suppliers_of_p4_to_projects",
    "Find the name and status of all suppliers who supply part P4 to a project.",
    "list[{SNAME:str, STATUS:int}]",
    "SELECT DISTINCT s.SNAME, s.STATUS FROM S s JOIN SPJ x ON x.SNO = s.SNO WHERE x.PNO = 'P4' ORDER BY s.SNO",
    CB_HDR + "File DBM/Labsheet-2/Q1.sql @ 28e446e10f01e63296e356cec3260821b4f89ef8. Original: \"Q1 Find the name "
    "and status of all suppliers who supply part P4.\" Author SQL: select Sname, status from Supplier, Supply "
    "where Supplier.Snum = Supply.Snum and Supply.Pnum = 'P4'; Adapted: 'to a project' added. " + SPJ_NOTE +
    " Gold: Blake 30, Adams 30. Debatable: in SP (no projects) P4 comes from Smith and Clark.",
    f"{CB}/DBM/Labsheet-2/Q1.sql#Q1", ["SNAME", "STATUS"])

add("sp1_join_supplier_part_colours_to_projects",
    "List each supplier along with the colours of the parts that supplier has supplied to projects.",
    "list[{SNAME:str, COLOR:str}]",
    "SELECT DISTINCT s.SNAME, p.COLOR FROM S s JOIN SPJ x ON x.SNO = s.SNO JOIN P p ON p.PNO = x.PNO "
    "ORDER BY s.SNO, p.COLOR",
    CB_HDR + "File DBM/Labsheet-2/Q5.sql @ fd50cee13d37470144191d5e6aabe600db0bee93. Original: \"Q5 List each "
    "supplier along with a list of the colours of the parts that supplier has supplied.\" Author SQL: select "
    "distinct Sname, Colour from Supplier, Supply, Part where Supplier.Snum = Supply.Snum and Part.Pnum = "
    "Supply.Pnum; Adapted: 'to projects' added. " + SPJ_NOTE + " Gold is the author's query, one row per "
    "supplier and colour (8 rows). Debatable: 'a list of the colours' could also be one row per supplier with the "
    "colours concatenated; no order is asked for, gold orders by supplier number then colour.",
    f"{CB}/DBM/Labsheet-2/Q5.sql#Q5", ["SNAME", "COLOR"])

add("sp1_join_low_status_suppliers_projects_qty",
    "List the names of all suppliers with a status lower than 20, along with the names of the projects they have "
    "supplied, if any, and the quantity supplied in each case.",
    "list[{SNAME:str, JNAME:str, QTY:int}]",
    "SELECT s.SNAME, j.JNAME, x.QTY FROM S s JOIN SPJ x ON x.SNO = s.SNO JOIN J j ON j.JNO = x.JNO "
    "WHERE s.STATUS < 20 ORDER BY x.JNO, x.PNO",
    CB_HDR + "File DBM/Labsheet-2/Q10.sql @ d42f04287ed09d6d3c6f45a0738ce24537d4d105. Original: \"Q10 List the "
    "names of all suppliers with a status lower than 20 along with the name of all projects they have supplied, "
    "if there are any, and the quantity supplied in each case.\" Author SQL: select distinct Sname, Jname, QTY "
    "from Supplier, Supply, Project where Supply.Snum = Supplier.Snum and Project.Jnum = Supply.Jnum and Status "
    "< 20; Adapted: none beyond plural 'names'; gold returns the 8 shipments of Jones (the only supplier below "
    "20), one row per shipment (Display appears twice: 200 of P3 and 100 of P5). Debatable: the words ask for "
    "suppliers 'if there are any' projects, i.e. an outer join; it changes nothing here. Project names are the "
    "7th/8th edition's (older editions: Punch, Reader, Collator, Terminal for J2, J3, J5, J6). No order asked; "
    "gold orders by project then part number.",
    f"{CB}/DBM/Labsheet-2/Q10.sql#Q10", ["SNAME", "JNAME", "QTY"])

add("sp1_agg_distinct_parts_for_j2",
    "Find the number of different parts (not their quantities) supplied to project J2.",
    "int",
    "SELECT COUNT(DISTINCT PNO) FROM SPJ WHERE JNO = 'J2'",
    CB_HDR + "File DBM/Labsheet-3/Q5.sql @ 057c41a7b4a58a3a8277e49b135ad777a0c2790b. Original: \"Q5 Find the "
    "number of different parts (not their quantities) supplied to the J2 project.\" Author SQL: select distinct "
    "Count(Pnum) from Supply where Jnum = 'J2'; Adapted: 'the J2 project' -> 'project J2'; gold counts distinct "
    "parts, as the words say: 5 (P2, P3, P4, P5, P6). Debatable: the author's COUNT(Pnum) counts shipment rows; "
    "on this data it is also 5, since no part goes to J2 twice.",
    f"{CB}/DBM/Labsheet-3/Q5.sql#Q5")

add("sp1_group_project_total_qty_desc",
    "For each project name, find the total quantity of parts supplied to it, in descending order of total "
    "quantity (ties in alphabetical order of project name).",
    "list[{JNAME:str, TOTAL_QTY:int}]",
    "SELECT j.JNAME, SUM(x.QTY) AS TOTAL_QTY FROM SPJ x JOIN J j ON j.JNO = x.JNO GROUP BY j.JNO, j.JNAME "
    "ORDER BY TOTAL_QTY DESC, j.JNAME",
    CB_HDR + "File DBM/Labsheet-3/Q7.sql @ 7a4caf34b5520ba18d21fc7e25c97006a4cb4066. Original: \"Q7 For each "
    "project name (jname), find the total quantities of parts supplied to it. Arrange the results in descending "
    "order of their total quantities.\" Author SQL: select Jname, sum(QTY) from Supply, Project where "
    "Supply.Jnum = Project.Jnum group by JNAME Order by sum(QTY) DESC; Adapted: Display and Tape tie at 1200, so "
    "a tie-break by name was added to the question. Gold: Console 3300, Display 1200, Tape 1200, RAID 1100, "
    "Sorter 800, OCR 500, EDS 400. Debatable: the tie-break is not in the source; project names are the "
    "7th/8th edition's (older editions: Punch, Reader, Collator, Terminal).",
    f"{CB}/DBM/Labsheet-3/Q7.sql#Q7", ["JNAME", "TOTAL_QTY"])

add("sp1_topn_parts_in_smallest_quantities",
    "Find the name and the quantity of the parts that have been supplied in the smallest quantity by a supplier "
    "to a project.",
    "list[{PNAME:str, QTY:int}]",
    "SELECT DISTINCT p.PNAME, x.QTY FROM SPJ x JOIN P p ON p.PNO = x.PNO WHERE x.QTY = (SELECT MIN(QTY) FROM SPJ) "
    "ORDER BY p.PNAME",
    CB_HDR + "File DBM/Labsheet-3/Q9.sql @ ba43b56b0da2312c9d9d8b94e13569bd7ad18cde. Original: \"Q9 Find the name "
    "and the quantity of the parts that have been supplied in the smallest quantities by a supplier to a "
    "project\". Author SQL: select Pname, QTY from Part, Supply where Part.Pnum = Supply.Pnum and QTY = (select "
    "min(QTY) from Supply); Adapted: none; gold lists each part once (Bolt 100, Cam 100, Nut 100). Debatable: the "
    "author's SQL has no DISTINCT and returns 4 rows (Cam twice: S2 to J2 and S5 to J7); no order asked, gold "
    "orders by name.",
    f"{CB}/DBM/Labsheet-3/Q9.sql#Q9", ["PNAME", "QTY"])

# ------------------------------------------------------------------ devereaweaver (English, 6)
DW_HDR = (f"Source: github.com/{DW} (COSC 578 'assignment6_database', one file per exercise with the exercise "
          "as a comment; create_tables.sql @ 2201acd3add7f58dfa8c059f1571aa0833de28ad loads Date's S, P, J, SPJ in "
          "the older-edition version: P3 in Rome, projects Punch/Reader/Collator/Terminal, 'Clarke'). ")

add("sp1_join_a_suppliers_of_s_parts",
    "Get the supplier names and numbers for all suppliers whose name begins with the letter A and who have "
    "supplied, to projects, parts whose name begins with the letter S.",
    "list[{SNO:str, SNAME:str}]",
    "SELECT s.SNO, s.SNAME FROM S s WHERE s.SNAME LIKE 'A%' AND s.SNO IN (SELECT x.SNO FROM SPJ x JOIN P p "
    "ON p.PNO = x.PNO WHERE p.PNAME LIKE 'S%') ORDER BY s.SNO",
    DW_HDR + "File assignment6_database/ex2.sql @ 20b7817e803149b8d27208c882a4bc00c01b3d01. Original: \"Get "
    "supplier names and numbers for all suppliers whose name (supplier name) begins with letter A and who "
    "supplied parts whose name (part's name) begins with setter S.\" Author SQL: select s.s_num, s.s_name from "
    "s where s.s_num in (select spj.s_num from spj where spj.p_num in (select p.p_num from p where pname like "
    "'S%')); Adapted: 'setter' typo read as 'letter'; 'to projects' added. " + SPJ_NOTE + " The author's SQL "
    "forgets the 'begins with A' condition; gold has it: S5 Adams (Screws P3 and P4 to J4). Debatable: without "
    "the A condition the answer would be S2, S3, S5; in SP Adams ships nothing (empty).",
    f"{DW}/assignment6_database/ex2.sql#2", ["SNO", "SNAME"])

add("sp1_filter_parts_not_supplied_to_j3",
    "Get the names of the parts that are not supplied for job J3.",
    "list[str]",
    "SELECT PNAME FROM P WHERE PNO NOT IN (SELECT PNO FROM SPJ WHERE JNO = 'J3') ORDER BY PNO",
    DW_HDR + "File assignment6_database/ex5.sql @ 2201acd3add7f58dfa8c059f1571aa0833de28ad. Original: \"Get part "
    "names for parts that are not supplied for job j3.\" Author SQL: select p.pname from p where p.p_num not in "
    "(select spj.p_num from spj where spj.j_num = 'j3'); Adapted: 'job' = "
    "project (J); gold is the author's query: Nut, Bolt, Screw, Cam (P1, P2, P4, P5; J3 gets P3 and P6). "
    "Debatable: 'Screw' appears although P3, also named Screw, does go to J3 (the question is per part, as the "
    "author's SQL); no order asked, gold orders by part number.",
    f"{DW}/assignment6_database/ex5.sql#5")

add("sp1_topn_city_with_most_suppliers",
    "Which city has the most suppliers? If several cities tie for the most, list them all.",
    "list[str]",
    "SELECT CITY FROM S GROUP BY CITY HAVING COUNT(*) = (SELECT MAX(n) FROM (SELECT COUNT(*) AS n FROM S "
    "GROUP BY CITY)) ORDER BY CITY",
    DW_HDR + "File assignment6_database/ex6.sql @ 2201acd3add7f58dfa8c059f1571aa0833de28ad. Original: \"Which city "
    "has the most suppliers? (Use a nested query)\". Author SQL: none (the file has a TODO and 'select city from "
    "s;'). Adapted: the nested-query requirement (SQL syntax) is left out; London and Paris tie with two "
    "suppliers each, so the question asks for all tied cities; gold: London, Paris. Debatable: the sentence that "
    "announces ties is added; a reader expecting one city has no unique answer on this data.",
    f"{DW}/assignment6_database/ex6.sql#6")

add("sp1_group_suppliers_over_1000_units",
    "Calculate each supplier's total quantity shipped to projects, and give the supplier's name and total for "
    "the suppliers who have supplied more than 1000 units in total.",
    "list[{SNAME:str, TOTAL_QTY:int}]",
    "SELECT s.SNAME, SUM(x.QTY) AS TOTAL_QTY FROM S s JOIN SPJ x ON x.SNO = s.SNO GROUP BY s.SNO, s.SNAME "
    "HAVING SUM(x.QTY) > 1000 ORDER BY s.SNO",
    DW_HDR + "File assignment6_database/ex8.sql @ 2201acd3add7f58dfa8c059f1571aa0833de28ad. Original: \"Calculate "
    "each supplier's total sales quantity and get the sales person's name if the sales person supplies parts "
    "more than 1000 units in total.\" Author SQL: select s.s_name from s where s.s_num in (select spj.s_num from "
    "spj group by spj.s_num having sum(spj.qty) > 1000); Adapted: 'sales person' = supplier; 'shipped to "
    "projects' added. " + SPJ_NOTE + " The total is shown because the words ask to calculate it (the author "
    "returns names only). Gold: Jones 3200, Adams 3100. Debatable: names only would also answer; in SP only "
    "Smith (1300) passes 1000.",
    f"{DW}/assignment6_database/ex8.sql#8", ["SNAME", "TOTAL_QTY"])

add("sp1_topn_jobs_in_first_city_alphabetically",
    "Get the job numbers of the jobs whose city comes first in the alphabetical list of job cities.",
    "list[str]",
    "SELECT JNO FROM J WHERE CITY = (SELECT MIN(CITY) FROM J) ORDER BY JNO",
    DW_HDR + "File assignment6_database/ex9.sql @ 2201acd3add7f58dfa8c059f1571aa0833de28ad. Original: \"Get job "
    "numbers for jobs whose city is first in the alphabetical list of the jobs cities.\" Author SQL: select "
    "j.j_num from j where j.city = (select min(j.city) from j order by j.city); Adapted: 'job' = project (J); "
    "gold is the author's query: J3, J4 (Athens). Debatable: none of substance.",
    f"{DW}/assignment6_database/ex9.sql#9")

add("sp1_topn_most_used_part_per_project",
    "Among the parts used in projects, find the most used part(s) in each project: give the project number, the "
    "part number and the total quantity of that part supplied to the project.",
    "list[{JNO:str, PNO:str, TOTAL_QTY:int}]",
    "WITH t AS (SELECT JNO, PNO, SUM(QTY) AS TOTAL_QTY FROM SPJ GROUP BY JNO, PNO) "
    "SELECT JNO, PNO, TOTAL_QTY FROM t a WHERE TOTAL_QTY = (SELECT MAX(TOTAL_QTY) FROM t b WHERE b.JNO = a.JNO) "
    "ORDER BY JNO, PNO",
    DW_HDR + "File assignment6_database/ex18.sql @ aa3581b044b864b244c40ab12e7aad3530d3fc49. Original: \"Among "
    "parts that are used in projects, find out the most used parts in each project.\" Author SQL: select "
    "a.j_num, a.p_num, a.b from (select j_num, p_num, sum(qty) as b from spj group by j_num, p_num) as a where a.b "
    "= (select max(d.c) from (select j_num, p_num, sum(qty) as c from spj group by j_num, p_num) as d where "
    "d.j_num = a.j_num); Adapted: the three output columns of the author's SQL are named in the question; gold is "
    "the author's query, 8 rows (J4 has a tie: P1 and P4, 800 each). Debatable: 'most used' is read as the "
    "largest total quantity, as the author does (a count of suppliers would differ).",
    f"{DW}/assignment6_database/ex18.sql#18", ["JNO", "PNO", "TOTAL_QTY"])

# ------------------------------------------------------------------ nf-97 (English, CFG, 4)
NF_HDR = (f"Source: github.com/{NF}@{NF_C} week-4/homework4 (Code First Girls SQL course homework on the 'PARTS' "
          "database: Date's S, P, J and SPJ as tables supplier, part, project, supply, loaded in week-1/parts.sql "
          "with the older 'Rome' value for P3). ")

add("sp1_join_suppliers_of_project_j2",
    "Find the name and status of each supplier who supplies project J2.",
    "list[{SNAME:str, STATUS:int}]",
    "SELECT s.SNAME, s.STATUS FROM S s WHERE s.SNO IN (SELECT SNO FROM SPJ WHERE JNO = 'J2') ORDER BY s.SNO",
    NF_HDR + "Original: \"-- Find the name and status of each supplier who supplies project J2\". Author SQL "
    "(second version): SELECT SUPPLIER.SNAME, SUPPLIER.STATUS FROM SUPPLIER WHERE S_ID IN (SELECT S_ID FROM "
    "SUPPLY WHERE J_ID = 'J2'); Adapted: none; gold is the author's query (Jones 10, Blake 30, Adams 30). "
    "Debatable: no order asked; gold orders by supplier number.",
    f"{NF}/week-4/homework4#1", ["SNAME", "STATUS"])

add("sp1_join_projects_supplied_from_london",
    "Find the name and city of each project supplied by a London-based supplier.",
    "list[{JNAME:str, CITY:str}]",
    "SELECT j.JNAME, j.CITY FROM J j WHERE j.JNO IN (SELECT x.JNO FROM SPJ x JOIN S s ON s.SNO = x.SNO "
    "WHERE s.CITY = 'London') ORDER BY j.JNO",
    NF_HDR + "Original: \"--  Find the name and city of each project supplied by a London-based supplier\". Author "
    "SQL (second version): SELECT PR.JNAME AS PROJECTNAME, PR.CITY AS PRCITY FROM PROJECT AS PR WHERE J_ID IN "
    "(SELECT J_ID FROM SUPPLY AS SLY WHERE S_ID IN (SELECT S_ID FROM SUPPLIER AS SER WHERE SER.CITY = "
    "\"London\")); Adapted: none; gold is the author's query (Sorter Paris, OCR Athens, Console Athens, Tape "
    "London). Debatable: project names are the 7th/8th edition's, as in the source's data; no order asked, gold "
    "orders by project number.",
    f"{NF}/week-4/homework4#2", ["JNAME", "CITY"])

add("sp1_filter_projects_not_supplied_from_london",
    "Find the name and city of each project not supplied by a London-based supplier.",
    "list[{JNAME:str, CITY:str}]",
    "SELECT j.JNAME, j.CITY FROM J j WHERE j.JNO NOT IN (SELECT x.JNO FROM SPJ x JOIN S s ON s.SNO = x.SNO "
    "WHERE s.CITY = 'London') ORDER BY j.JNO",
    NF_HDR + "Original: \"--  Find the name and city of each project not supplied by a London-based supplier\". "
    "Author SQL: SELECT PR.JNAME AS PROJECTNAME, PR.CITY AS PRCITY, PR.J_ID FROM PROJECT AS PR WHERE J_ID NOT IN "
    "(SELECT J_ID FROM SUPPLY AS SLY WHERE S_ID IN (SELECT S_ID FROM SUPPLIER AS SER WHERE SER.CITY = "
    "\"London\")); Adapted: the author also shows J_ID; the question asks name and city only, so gold returns "
    "those (Display Rome, RAID London, EDS Oslo). Debatable: project names are the 7th/8th edition's, as in "
    "the source's data (older editions: Punch, Collator, Terminal); no order asked, gold orders by project number.",
    f"{NF}/week-4/homework4#3", ["JNAME", "CITY"])

add("sp1_join_same_city_supplier_part_project",
    "Find the supplier name, part name and project name for each case where a supplier supplies a project with a "
    "part and the supplier's city, the project's city and the part's city are all the same.",
    "list[{SNAME:str, PNAME:str, JNAME:str}]",
    "SELECT DISTINCT s.SNAME, p.PNAME, j.JNAME FROM SPJ x JOIN S s ON s.SNO = x.SNO JOIN P p ON p.PNO = x.PNO "
    "JOIN J j ON j.JNO = x.JNO WHERE s.CITY = p.CITY AND p.CITY = j.CITY ORDER BY s.SNAME, p.PNAME, j.JNAME",
    NF_HDR + "Original: \"-- Find the supplier name, part name and project name for each case where a supplier "
    "supplies a project with a part, but also the supplier city, project city and part city are the same\". "
    "Author SQL: SELECT DISTINCT SER.SNAME AS \"Supplier Name\", PA.PNAME AS \"Part Name\", PR.JNAME AS "
    "\"Project Name\" FROM SUPPLY AS SLY LEFT JOIN PART AS PA ON SLY.P_ID = PA.P_ID LEFT JOIN SUPPLIER AS SER ON "
    "SLY.S_ID = SER.S_ID LEFT JOIN PROJECT AS PR ON SLY.J_ID = PR.J_ID WHERE SER.CITY = PA.CITY AND PR.CITY = "
    "PA.CITY; Adapted: none; gold is the author's query: one row, Clark / Cog / Tape (S4, P6, J7, all London). "
    "Debatable: none of substance.",
    f"{NF}/week-4/homework4#4", ["SNAME", "PNAME", "JNAME"])

# ------------------------------------------------------------------ robynfsj (English, CFG, 2)
RF_HDR = (f"Source: github.com/{RF}@{RF_C} foundation-part-1-sql/sql-lesson-2/sql-2-homework-1-query-parts.sql "
          "(Code First Girls nanodegree, 'SQL LESSON 2 - HOMEWORK PART 1 - QUERY PARTS DB'; the parts DB is Date's "
          "S, P, J, SPJ, built in the lesson-1 homework). ")

add("sp1_filter_red_parts_name_weight",
    "Find the name and weight of each red part.",
    "list[{PNAME:str, WEIGHT:int}]",
    "SELECT PNAME, WEIGHT FROM P WHERE COLOR = 'Red' ORDER BY PNO",
    RF_HDR + "Original: \"1. Find the name and weight of each red part.\" Author SQL: SELECT p.pname, p.weight "
    "FROM part p WHERE colour = \"red\"; Adapted: none; gold is the author's query (Nut 12, Screw 14, Cog 19; "
    "the author's data is lower-case, here 'Red'). Debatable: no order asked; gold orders by part number.",
    f"{RF}/foundation-part-1-sql/sql-lesson-2/sql-2-homework-1-query-parts.sql#1", ["PNAME", "WEIGHT"])

add("sp1_filter_london_supplier_names",
    "Find all unique supplier names from London.",
    "list[str]",
    "SELECT DISTINCT SNAME FROM S WHERE CITY = 'London' ORDER BY SNAME",
    RF_HDR + "Original: \"2. Find all unique supplier(s) name from London.\" Author SQL: SELECT DISTINCT s.sname "
    "FROM supplier s WHERE s.city = \"London\"; Adapted: wording smoothed; gold is the author's query (Clark, "
    "Smith). Debatable: no order asked; gold orders by name.",
    f"{RF}/foundation-part-1-sql/sql-lesson-2/sql-2-homework-1-query-parts.sql#2")


# ------------------------------------------------------------------ checks
def hint_cols(h):
    if h.startswith("list[{"):
        return len(h[6:-2].split(","))
    return None


def run(db, sql):
    con = sqlite3.connect("file:%s?mode=ro" % db, uri=True)
    try:
        return con.execute(sql).fetchall()
    finally:
        con.close()


def main():
    build_alt(ALT_DB)
    ids = set()
    problems = []
    for q in Q:
        assert q["id"] not in ids, q["id"]
        ids.add(q["id"])
        rows = run(DB, q["gold_sql"])
        if not rows:
            problems.append("%s: empty" % q["id"])
        if len(rows) > 100:
            problems.append("%s: %d rows" % (q["id"], len(rows)))
        if any(v is None for r in rows for v in r):
            problems.append("%s: NULL" % q["id"])
        n = hint_cols(q["format_hint"])
        if n is not None and rows and len(rows[0]) != n:
            problems.append("%s: %d cols vs hint %d" % (q["id"], len(rows[0]), n))
        if q.get("keys") and n is not None and len(q["keys"]) != n:
            problems.append("%s: keys" % q["id"])
        alt = run(ALT_DB, q["gold_sql"]) if os.path.exists(ALT_DB) else rows
        flag = "" if alt == rows else "   [differs on older-edition data: %s]" % (alt[:6],)
        print("%-48s %3d rows  %s%s" % (q["id"], len(rows), rows[:6], flag))
    with open(os.path.join(HERE, "questions.jsonl"), "w", encoding="utf-8") as f:
        for q in Q:
            f.write(json.dumps(q, ensure_ascii=False) + "\n")
    os.remove(ALT_DB)
    print(len(Q), "questions;", "problems:", problems or "none")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
