// SPDX-License-Identifier: MIT
#include "semantic/parse/Lexicon.h"

#include "common/TextUtil.h"
#include "semantic/SemanticModel.h"
#include "semantic/parse/LexicalResources.h"
#include "semantic/parse/Vocabulary.h"
#include "sql/QueryExecutor.h"

#include <QRegularExpression>

namespace rac::semantic {

void Lexicon::setOwnName(const QString &databaseName)
{
    m_ownName.clear();
    for (const QString &w : text::words(text::splitIdentifier(databaseName)))
        if (w.size() >= 3 && !m_stems.contains(LexicalResources::instance().stem(w)))
            m_ownName.insert(w);
}
namespace {

// Columns with more distinct values than this are free text (addresses, notes), not labels.
constexpr int kMaxDistinctValues = 1500;
// The column that names a table's rows (a track's Name) is looked up by those names however many
// rows there are ("the track Balls to the Wall" was read as the album of that title); only
// beyond this many is it left unindexed, to keep opening a large database quick.
constexpr int kMaxDistinctNames = 20000;
constexpr int kMaxValueLength = 60;

QString key(const QString &table, const QString &column) { return table + QLatin1Char('.') + column; }

bool nameLooksLikeKey(const QString &column)
{
    static const QRegularExpression re(QStringLiteral("(id|key|code)$"), QRegularExpression::CaseInsensitiveOption);
    return re.match(column).hasMatch();
}

bool nameLooksLikeDate(const QString &column)
{
    static const QRegularExpression re(QStringLiteral("(date|time|day)$|^(date|birth|hire)"),
                                       QRegularExpression::CaseInsensitiveOption);
    return re.match(column).hasMatch();
}

QString singular(const QString &word)
{
    // WordNet's base form handles "categories", "people"; the suffix rule covers names it lacks.
    return text::stripSuffix(word);
}

// A run-together name cut into whole words, fewest pieces first: "hiredate" -> hire, date;
// "empno" -> emp, no; "ename" in a table of employees -> e (the table's own initial), name.
// `initials` are the letters that may open the name alone. Empty when no cut covers it.
QStringList cutIntoWords(const QString &word, const QHash<QChar, QString> &initials)
{
    const Vocabulary &vocabulary = Vocabulary::builtIn();
    LexicalResources &resources = LexicalResources::instance();
    const auto known = [&](const QString &piece, qsizetype at) {
        return !vocabulary.abbreviationOf(piece).isEmpty() || (piece.size() >= 3 && resources.isEnglish(piece))
            || (at == 0 && piece.size() == 1 && initials.contains(piece.at(0))) || (at > 0 && vocabulary.isIdentifierWord(piece));
    };
    const qsizetype n = word.size();
    QList<int> pieces(n + 1, -1);   // fewest pieces covering word[0, i)
    QList<qsizetype> from(n + 1, -1);
    pieces[0] = 0;
    for (qsizetype end = 1; end <= n; ++end)
        for (qsizetype start = 0; start < end; ++start)
            if (pieces[start] >= 0 && (pieces[end] < 0 || pieces[start] + 1 < pieces[end]) && known(word.mid(start, end - start), start)) {
                pieces[end] = pieces[start] + 1;
                from[end] = start;
            }
    if (pieces[n] < 2)
        return {};
    QStringList out;
    for (qsizetype end = n; end > 0; end = from[end])
        out.prepend(word.mid(from[end], end - from[end]));
    return out;
}

} // namespace

bool Lexicon::columnSays(const QString &table, const QString &column, const QString &fragment) const
{
    if (column.contains(fragment, Qt::CaseInsensitive))
        return true;
    static const QRegularExpression nonLetters(QStringLiteral("[^\\p{L}]+"));
    const QStringList phrases = m_phrasesOf.value(table + QLatin1Char('.') + column);
    return std::any_of(phrases.cbegin(), phrases.cend(), [&fragment](const QString &p) {
        const QStringList words = p.split(nonLetters, Qt::SkipEmptyParts);
        return std::any_of(words.cbegin(), words.cend(), [&fragment](const QString &w) { return w.startsWith(fragment, Qt::CaseInsensitive); });
    });
}

QString Lexicon::readableName(const QString &identifier, const QString &ownHead, const QStringList &linkedHeads)
{
    // Short forms and run-together words of a table or column name as the words a question uses
    // ("EMP" -> employee, "HIREDATE" -> hire date, "DEPTNO" -> department number, "ENAME" in
    // EMP -> employee name, "Dno" pointing at DEPARTMENT -> department number, "Fname" -> first
    // name): a schema written so was not read at all.
    const Vocabulary &vocabulary = Vocabulary::builtIn();
    LexicalResources &resources = LexicalResources::instance();
    // The letter a name may open with alone, and its word: the table's own noun, then the nouns
    // of the tables it points at, then the vocabulary's words for parts of a name or a date.
    QHash<QChar, QString> initials;
    for (const QString &head : QStringList{ownHead} + linkedHeads)
        if (!head.isEmpty() && !initials.contains(head.at(0)))
            initials.insert(head.at(0), head);
    if (!ownHead.isEmpty())
        for (const QChar letter : QStringLiteral("abcdefghijklmnopqrstuvwxyz"))
            if (!initials.contains(letter) && !vocabulary.initialWord(letter).isEmpty())
                initials.insert(letter, vocabulary.initialWord(letter));
    QStringList out;
    const QStringList words = text::words(text::splitIdentifier(identifier));
    for (qsizetype k = 0; k < words.size(); ++k) {
        const QString word = words.at(k).toLower();
        // ("mID" in Movie, "rID" in Rating pointing at Reviewer: a letter alone before an
        // identifier's word is the initial of the table's noun, "movie id".)
        if (word.size() == 1 && k + 1 < words.size() && vocabulary.isIdentifierWord(words.at(k + 1).toLower())) {
            const auto own = [&word](const QString &h) { return !h.isEmpty() && h.startsWith(word.at(0)); };
            const QString head = own(ownHead) ? ownHead
                : std::find_if(linkedHeads.cbegin(), linkedHeads.cend(), own) != linkedHeads.cend() ? *std::find_if(linkedHeads.cbegin(), linkedHeads.cend(), own)
                                                                                                    : QString();
            if (!head.isEmpty()) {
                out << head;
                continue;
            }
        }
        // ("au_fname" in authors, "stor_name" in stores, "stor_id" in sales pointing at stores: a
        // first word that opens the table's noun, or is no word and opens the noun of a table the
        // row points at, is that noun cut short, "author first name". "Ship" in Orders' ShipCountry
        // is a word, and no shipper's.)
        if (k == 0 && words.size() > 1 && word.size() >= 2) {
            const auto opens = [&word](const QString &h) { return h.size() > word.size() && h.startsWith(word); };
            const auto linked = std::find_if(linkedHeads.cbegin(), linkedHeads.cend(), opens);
            const QString head = opens(ownHead) ? ownHead
                : linked == linkedHeads.cend() || resources.isEnglish(word) ? QString()
                                                                            : *linked;
            if (!head.isEmpty() && vocabulary.abbreviationOf(word).isEmpty()) {
                out << head;
                continue;
            }
        }
        QStringList pieces{word};
        // ("Dno" is three letters; "sex" is a word of its own, but "bid" in Boats, the initial of
        // the table's own noun or of one it points at before an identifier's word, is "boat id".)
        const bool initialKey = word.size() >= 3 && vocabulary.isIdentifierWord(word.mid(1))
            && (std::any_of(linkedHeads.cbegin(), linkedHeads.cend(), [&word](const QString &h) { return h.startsWith(word.at(0)); })
                || (!ownHead.isEmpty() && ownHead.startsWith(word.at(0))));
        if (initialKey && resources.isEnglish(word))
            pieces = QStringList{word.left(1), word.mid(1)};
        else if (vocabulary.abbreviationOf(word).isEmpty() && word.size() >= 3 && !resources.isEnglish(word))
            if (const QStringList cut = cutIntoWords(word, initials); !cut.isEmpty())
                pieces = cut;
        for (const QString &piece : std::as_const(pieces)) {
            const QString full = vocabulary.abbreviationOf(piece);
            out << (!full.isEmpty() ? full : piece.size() == 1 && initials.contains(piece.at(0)) && pieces.size() > 1 ? initials.value(piece.at(0)) : piece);
        }
    }
    return out.join(QLatin1Char(' '));
}

void Lexicon::add(const QString &phrase, const LexEntry &entry)
{
    const QString stems = stemPhrase(phrase);
    if (stems.isEmpty())
        return;
    QList<LexEntry> &list = m_entries[stems];
    for (LexEntry &existing : list) {
        if (existing == entry) {
            existing.strength = std::max(existing.strength, entry.strength);
            return;
        }
    }
    list << entry;
    for (const QString &s : stems.split(QLatin1Char(' ')))
        m_stems.insert(s);
    m_longest = std::max(m_longest, int(stems.count(QLatin1Char(' ')) + 1));
    const QString target = entry.kind == LexEntry::Kind::Table ? entry.table : key(entry.table, entry.column);
    // (A family of the documents' lists is no name of its column: the semantic-layer file, which
    // an analyst edits, lists only the schema's own words and theirs.)
    if (entry.kind != LexEntry::Kind::Value && entry.family.isEmpty() && !m_phrasesOf[target].contains(phrase))
        m_phrasesOf[target] << phrase;
}

void Lexicon::addTable(const sql::Table &table)
{
    LexEntry e;
    e.kind = LexEntry::Kind::Table;
    e.table = table.name;
    const QString words = readableName(table.name);
    e.strength = 3;
    add(words, e);
    // Written as one identifier ("OrderDetails" for "Order Details", "InvoiceLine" as the schema
    // spells it), as code names it: a word of its own, never a typo of a column's name.
    if (table.name.contains(QLatin1Char(' ')))
        add(QString(table.name).remove(QLatin1Char(' ')), e);
    else if (words.contains(QLatin1Char(' ')) || words != table.name.toLower())
        add(table.name, e);
    QStringList parts = text::words(words);
    if (parts.isEmpty())
        return;
    parts.last() = singular(parts.last());
    const QString singularName = parts.join(QLatin1Char(' '));
    add(singularName, e);
    e.strength = 2;
    const Vocabulary &vocabulary = Vocabulary::builtIn();
    // (Not a word that names a column of the table: books keep a "title", which is no book.)
    const auto namesOwnColumn = [&table](const QString &word) {
        return std::any_of(table.columns.cbegin(), table.columns.cend(), [&word](const sql::Column &c) {
            return readableName(c.name).compare(word, Qt::CaseInsensitive) == 0;
        });
    };
    for (const QString &syn : vocabulary.synonymsOf(singularName))
        if (!namesOwnColumn(syn))
            add(syn, e);
    // A table named by a verb ("Apply", "Reserves") holds the acts: the nouns WordNet derives
    // from the verb for the act ("application", "reservation"), not for the one who acts
    // ("applicant", "reserver"), name its rows.
    if (parts.size() == 1) {
        LexicalResources &wordnet = LexicalResources::instance();
        const QString verb = wordnet.verbBase(text::words(words).last());
        static const QStringList actEndings{QStringLiteral("tion"), QStringLiteral("sion"), QStringLiteral("ment"), QStringLiteral("al"),
                                            QStringLiteral("ance"), QStringLiteral("ence"), QStringLiteral("ing")};
        if (!verb.isEmpty() && wordnet.isVerbBase(verb))
            for (const QString &noun : wordnet.derivedNouns(verb))
                if (noun != singularName && !noun.contains(QLatin1Char(' ')) && noun.size() > verb.size()
                    && std::any_of(actEndings.cbegin(), actEndings.cend(), [&noun](const QString &e) { return noun.endsWith(e); }))
                    add(noun, e);
    }
    // WordNet's first sense of the head noun ("client" for customer).
    if (parts.size() == 1) {
        for (const QString &syn : LexicalResources::instance().nounSynonyms(singularName, 1)) {
            if (syn != singularName && !syn.contains(QLatin1Char(' ')))
                add(syn, e);
        }
    }
}

void Lexicon::dropSynonymsOfOtherTables()
{
    // A table's own name is never another table's synonym: with tables "department" and
    // "section", "sections" are the sections (they had been counted as departments, at 0.9).
    for (auto it = m_entries.begin(); it != m_entries.end(); ++it) {
        QList<LexEntry> &list = it.value();
        const bool ownName = std::any_of(list.cbegin(), list.cend(), [](const LexEntry &e) { return e.kind == LexEntry::Kind::Table && e.strength >= 3; });
        if (ownName)
            list.removeIf([](const LexEntry &e) { return e.kind == LexEntry::Kind::Table && e.strength < 3; });
    }
}

void Lexicon::addColumns(const sql::Table &table)
{
    const QStringList tableWords = text::words(readableName(table.name));
    const QString tableHead = tableWords.isEmpty() ? QString() : singular(tableWords.last());
    const sql::Column *first = nullptr, *last = nullptr, *name = nullptr, *title = nullptr, *firstText = nullptr;
    const QSet<QString> fkColumns = [&] {
        QSet<QString> s;
        for (const sql::ForeignKey &fk : m_schema.keysFrom(table.name))
            for (const QString &c : fk.fromColumns)
                s.insert(c);
        return s;
    }();
    for (const sql::Column &c : table.columns) {
        ColumnKind kind = ColumnKind::Text;
        // (A part of a key of several columns that points nowhere and is not named as a key is
        // what the row says: a section's semester and year, a dependent's name.)
        const bool ownKey = c.primaryKey && (table.primaryKey().size() == 1 || !c.isTextType() || nameLooksLikeKey(c.name));
        if (ownKey || fkColumns.contains(c.name) || nameLooksLikeKey(c.name))
            kind = ColumnKind::Key;
        else if (c.isDateType() || nameLooksLikeDate(c.name))
            kind = ColumnKind::Date;
        else if (c.isNumericType())
            kind = ColumnKind::Number;
        m_kinds.insert(key(table.name, c.name), kind);
        if (!c.notNull && !c.primaryKey)
            m_nullable.insert(key(table.name, c.name));

        // The nouns of the tables the row points at, the column's own key's target first.
        QStringList linkedHeads;
        for (const bool own : {true, false})
            for (const sql::ForeignKey &fk : m_schema.keysFrom(table.name))
                if (fk.fromColumns.contains(c.name) == own && fk.toTable != table.name) {
                    const QStringList w = text::words(readableName(fk.toTable));
                    if (!w.isEmpty() && !linkedHeads.contains(singular(w.last())))
                        linkedHeads << singular(w.last());
                }
        const QString words = readableName(c.name, tableHead, linkedHeads);
        QStringList parts = text::words(words);
        LexEntry e;
        e.kind = LexEntry::Kind::Column;
        e.table = table.name;
        e.column = c.name;
        e.strength = 3;
        add(words, e);
        add(c.name, e);   // written as the identifier itself: "UnitPrice", "CustomerID"
        // "ProductName" in Products also answers to "name"; "OrderDate" to "date".
        if (parts.size() > 1 && singular(parts.first()) == tableHead) {
            e.strength = 2;
            add(parts.mid(1).join(QLatin1Char(' ')), e);
        }
        // The last word alone ("ShipCountry" -> "country") is a weak, partial name; a function
        // word ("ReportsTo" -> "to") never is.
        if (parts.size() > 1 && !Vocabulary::builtIn().isFunctionWord(parts.last().toLower())) {
            e.strength = 1;
            add(parts.last(), e);
        }
        const Vocabulary &vocabulary = Vocabulary::builtIn();
        // "commission_pct" is also "commission": the last word only says how the figure is kept.
        if (parts.size() > 1 && kind == ColumnKind::Number && vocabulary.isGrammarWord("column_unit_words", parts.last().toLower())) {
            e.strength = 2;
            add(parts.mid(0, parts.size() - 1).join(QLatin1Char(' ')), e);
        }
        // A piece of the name that is no English word may be cut short or stand for its initials
        // ("IndepYear": independence year; "GNP": gross national product): the words WordNet
        // has for it, when they are few, name the column too.
        for (qsizetype k = 0; k < parts.size(); ++k) {
            const QString piece = parts.at(k).toLower();
            const bool letters = std::all_of(piece.cbegin(), piece.cend(), [](QChar ch) { return ch.isLetter(); });
            if (!letters || piece.size() < 2 || piece.size() > 6 || vocabulary.isFunctionWord(piece) || LexicalResources::instance().isEnglish(piece))
                continue;
            QStringList expansions = LexicalResources::instance().acronymExpansions(piece);
            if (expansions.isEmpty() && piece.size() >= 3) {
                const QStringList longer = LexicalResources::instance().wordsExtending(piece);
                if (longer.size() <= 8)
                    expansions = longer;
            }
            for (const QString &expansion : std::as_const(expansions)) {
                QStringList spelled = parts;
                spelled[k] = expansion;
                e.strength = 2;
                add(spelled.join(QLatin1Char(' ')), e);
                if (spelled.size() == 2 && kind != ColumnKind::Key)   // "year of independence"
                    add(spelled.last() + QStringLiteral(" of ") + spelled.first(), e);
            }
        }
        // The vocabulary's other words for the name's last word or last two ("UnitsInStock":
        // "in stock" -> "on hand", so "units on hand"; "Region" -> "state").
        for (qsizetype tail = 1; tail <= 2 && tail <= parts.size(); ++tail) {
            const QString ending = parts.mid(parts.size() - tail).join(QLatin1Char(' ')).toLower();
            QStringList synonyms = vocabulary.columnWordSynonyms(ending);
            // "EMPNO", "customerNumber": a key named by another identifier's word is its id too.
            // (Only a key: "PostalCode" is no postal id.)
            if (synonyms.isEmpty() && tail == 1 && (c.primaryKey || fkColumns.contains(c.name)) && ending != QLatin1String("id")
                && vocabulary.isIdentifierWord(ending))
                synonyms = QStringList{QStringLiteral("id"), QStringLiteral("identifier")};
            for (const QString &syn : std::as_const(synonyms)) {
                const QStringList replaced = parts.mid(0, parts.size() - tail) + QStringList{syn};
                e.strength = 2;
                add(replaced.join(QLatin1Char(' ')), e);
                // (Alone, a word that also denies is no name: "no" is "number" only after a noun,
                // "employee no"; "employees with no manager" named every key column, at 0.75.)
                if (parts.size() > tail && !vocabulary.isNegation(stemPhrase(syn))) {
                    e.strength = 1;
                    add(syn, e);
                }
            }
        }
        // A key pointing at another table named for a role and its key word ("Mgr_ssn",
        // "SupportRepId"): the role alone names it too ("the manager of the Research department").
        if (parts.size() > 1 && fkColumns.contains(c.name)) {
            const QString last = parts.last().toLower();
            const QString role = parts.mid(0, parts.size() - 1).join(QLatin1Char(' '));
            bool namesTarget = false;
            for (const sql::ForeignKey &fk : m_schema.keysFrom(table.name))
                if (fk.fromColumns.contains(c.name))
                    namesTarget |= stemPhrase(readableName(fk.toTable)) == stemPhrase(role) || stemPhrase(singular(readableName(fk.toTable))) == stemPhrase(role);
            if (vocabulary.isIdentifierWord(last) && !namesTarget && !vocabulary.isFunctionWord(role.toLower())) {
                e.strength = 2;
                add(role, e);
            }
        }
        // The vocabulary's other words for the first word ("quantity in stock"), and a name of
        // the form "units in stock" as the compound a writer also uses ("stock quantity").
        if (parts.size() > 1) {
            QStringList heads = vocabulary.columnHeadSynonyms(parts.first().toLower());
            for (const QString &syn : std::as_const(heads)) {
                e.strength = 2;
                add((QStringList{syn} + parts.mid(1)).join(QLatin1Char(' ')), e);
            }
            if (parts.size() == 3 && parts[1].toLower() == QLatin1String("in")) {
                heads.prepend(parts.first());
                // ("inventory level": the compound said with the place's other word too.)
                const QStringList places = QStringList{parts[2]} + vocabulary.columnWordSynonyms(parts[2].toLower());
                for (const QString &place : places) {
                    for (const QString &head : std::as_const(heads)) {
                        e.strength = 2;
                        add(place + QLatin1Char(' ') + head, e);
                    }
                }
            }
        }
        // A two-word name said the other way round with "of": "date of hire" (HireDate), "date of
        // birth", "name of the company" (CompanyName); the question was declined on "hire".
        // (Not a name whose first word is the table's own, "order date": "date of order" is
        // the same, but "name of product" would be read as the ProductName of any product.)
        // ("ID of the artists" is the artists' own key, which "the artists" names: no key, and no
        // first word that is a table's.)
        const bool tableWordFirst = parts.size() == 2 && std::any_of(m_schema.tables.cbegin(), m_schema.tables.cend(), [&parts](const sql::Table &t) {
            const QStringList w = text::words(text::splitIdentifier(t.name));
            return !w.isEmpty() && singular(w.last()).compare(singular(parts.first()), Qt::CaseInsensitive) == 0;
        });
        if (parts.size() == 2 && kind != ColumnKind::Key && !tableWordFirst && !vocabulary.isFunctionWord(parts.first().toLower())
            && !vocabulary.isFunctionWord(parts.last().toLower())) {
            e.strength = 2;
            add(parts.last() + QStringLiteral(" of ") + parts.first(), e);
            add(parts.last() + QStringLiteral(" of the ") + parts.first(), e);
        }
        // A date column named "<what> date" ("HireDate", "BirthDate", "InvoiceDate") gives its
        // parts the same first words: "hire year", "birth month", "invoice quarter".
        if (kind == ColumnKind::Date && parts.size() > 1 && vocabulary.isGrammarWord("date_column_words", parts.last().toLower())) {
            const QHash<QString, QStringList> &nouns = vocabulary.datePartNouns();
            for (auto it = nouns.cbegin(); it != nouns.cend(); ++it) {
                LexEntry partEntry = e;
                partEntry.strength = 2;
                partEntry.datePart = it.key();
                for (const QString &noun : it.value())
                    add((parts.mid(0, parts.size() - 1) + QStringList{noun}).join(QLatin1Char(' ')), partEntry);
            }
        }
        const QString lower = c.name.toLower();
        // (Read as the words it stands for: "Fname" is a first name; and a text key that is the
        // table's own, "dept_name", may be its name: a department was shown by its building, at 0.9.)
        // ("au_fname" in authors, read "author first name", is the first name too.)
        QString readable = words.toLower();
        if (!tableHead.isEmpty() && readable.startsWith(tableHead.toLower() + QLatin1Char(' ')))
            readable = readable.mid(tableHead.size() + 1);
        const bool ownTextKey = kind == ColumnKind::Key && !c.isNumericType() && table.primaryKey() == QStringList{c.name};
        if (kind == ColumnKind::Text || ownTextKey) {
            if (!firstText && kind == ColumnKind::Text)
                firstText = &c;
            if (lower == QLatin1String("firstname") || lower == QLatin1String("first_name") || readable == QLatin1String("first name"))
                first = &c;
            else if (lower == QLatin1String("lastname") || lower == QLatin1String("last_name") || readable == QLatin1String("last name"))
                last = &c;
            else if ((lower.endsWith(QLatin1String("name")) || readable.endsWith(QLatin1String(" name")))
                     && (!name || lower == tableHead + QLatin1String("name")))
                name = &c;
            else if (lower == QLatin1String("title") && !title)
                title = &c;
        }
    }
    // An event table (a date column and a single numeric key: orders, invoices) names its rows by
    // that key; a "…Name" column that is not its own ("ShipName" in Orders) names something else.
    // Audit stamps (created_at, last_update) date the record, not an event.
    static const QRegularExpression audit(QStringLiteral("(creat|updat|modif|insert|chang|last_?upd)"),
                                          QRegularExpression::CaseInsensitiveOption);
    bool hasDate = false;
    for (const sql::Column &c : table.columns)
        hasDate |= m_kinds.value(key(table.name, c.name)) == ColumnKind::Date && !audit.match(c.name).hasMatch();
    const QStringList pk = table.primaryKey();
    const sql::Column *pkColumn = pk.size() == 1 ? table.column(pk.first()) : nullptr;
    const bool eventTable = hasDate && pkColumn && pkColumn->isNumericType();
    // Only a name of a role the event plays ("ShipName", "BillingName") names something else.
    static const QRegularExpression roleName(QStringLiteral("^(ship|shipping|bill|billing|delivery|recipient)_?name$"),
                                             QRegularExpression::CaseInsensitiveOption);
    if (eventTable && name && roleName.match(name->name).hasMatch())
        name = nullptr;
    QStringList display;
    if (first && last)
        display = {first->name, last->name};
    else if (eventTable && !name && !title)
        display = {};
    else if (name)
        display = {name->name};
    else if (title)
        display = {title->name};
    // ("productlines" keyed by its text productLine, beside a textDescription: a text key is the
    // row's name when the only other text describes it; the description had been shown as the
    // product line, at 0.9.)
    // (Not a key that points at another table's row: advisor's s_ID is the student, not the
    // advising's name.)
    else if (pkColumn && !pkColumn->isNumericType() && !eventTable && !fkColumns.contains(pkColumn->name)
             && (!firstText || QRegularExpression(QStringLiteral("desc|text|comment|note|html|image"), QRegularExpression::CaseInsensitiveOption)
                                   .match(firstText->name).hasMatch()))
        display = {pkColumn->name};
    else if (firstText)
        display = {firstText->name};
    m_display.insert(table.name, display);
    // "region name", "territory name": a table labelled by a column not called a name
    // (RegionDescription, an album's Title) answers to "<table> name" all the same; the word
    // "name" alone then read as any other table's name column (a category's, at 0.75).
    // (Only a column that labels the row, by its name's own word: an invoice's first text column,
    // BillingAddress, is no name of it.)
    static const QRegularExpression labelling(QStringLiteral("(description|title|label|caption)$"), QRegularExpression::CaseInsensitiveOption);
    if (!name && !tableHead.isEmpty() && display.size() == 1 && kindOf(table.name, display.first()) == ColumnKind::Text
        && labelling.match(display.first()).hasMatch()) {
        LexEntry e;
        e.kind = LexEntry::Kind::Column;
        e.table = table.name;
        e.column = display.first();
        e.strength = 3;
        add(tableHead + QLatin1String(" name"), e);
    }
}

void Lexicon::addDateChronology(const sql::Table &table, sql::QueryExecutor *executor)
{
    // Which of two dates of a row usually comes first (an order is placed, then shipped; an
    // employee is born, then hired), from a sample of the rows: "the days between the required
    // date and the shipped date" are counted from the earlier to the later.
    if (!executor)
        return;
    QStringList dates;
    for (const sql::Column &c : table.columns)
        if (kindOf(table.name, c.name) == ColumnKind::Date)
            dates << c.name;
    for (qsizetype a = 0; a < dates.size(); ++a) {
        for (qsizetype b = a + 1; b < dates.size(); ++b) {
            const Result<sql::SqlTable> counts = executor->run(
                QStringLiteral("SELECT SUM(julianday(y) > julianday(x)), SUM(julianday(y) < julianday(x)) FROM "
                               "(SELECT \"%1\" AS x, \"%2\" AS y FROM \"%3\" WHERE \"%1\" IS NOT NULL AND \"%2\" IS NOT NULL LIMIT 5000)")
                    .arg(dates[a], dates[b], table.name));
            if (!counts || counts->rows.size() != 1)
                continue;
            const double later = counts->rows.first().value(0).toDouble(), earlier = counts->rows.first().value(1).toDouble();
            // (Only a clear majority: dates that fall either way often have no order.)
            if (later > 4 * earlier && later > 0)
                m_secondLater.insert(key(table.name, dates[a]) + QLatin1Char('|') + dates[b]);
            else if (earlier > 4 * later && earlier > 0)
                m_secondLater.insert(key(table.name, dates[b]) + QLatin1Char('|') + dates[a]);
        }
    }
}

int Lexicon::chronology(const QString &table, const QString &first, const QString &second) const
{
    if (m_secondLater.contains(key(table, first) + QLatin1Char('|') + second))
        return 1;
    if (m_secondLater.contains(key(table, second) + QLatin1Char('|') + first))
        return -1;
    return 0;
}

void Lexicon::addValues(const sql::Table &table, sql::QueryExecutor *executor)
{
    if (!executor)
        return;
    for (const sql::Column &c : table.columns) {
        const QString column = QLatin1Char('"') + c.name + QLatin1Char('"');
        const ColumnKind kind = kindOf(table.name, c.name);
        if (kind == ColumnKind::Number || kind == ColumnKind::Text) {
            // Two distinct values 0 and 1 (stored as numbers or text) make a yes/no flag ("Discontinued").
            const Result<sql::SqlTable> distinct = executor->run(
                QStringLiteral("SELECT DISTINCT CAST(%1 AS TEXT) FROM \"%2\" LIMIT 3").arg(column, table.name));
            if (distinct && distinct->rows.size() == 2) {
                QStringList seen;
                for (const QVariantList &r : distinct->rows)
                    seen << r.value(0).toString();
                seen.sort();
                if (seen == QStringList{QStringLiteral("0"), QStringLiteral("1")}) {
                    m_kinds.insert(key(table.name, c.name), ColumnKind::Flag);
                    continue;
                }
                // ... and so do two letters for true and false, or yes and no ("IsOfficial": T/F).
                for (const auto &[no, yes] : {std::pair{QStringLiteral("F"), QStringLiteral("T")}, std::pair{QStringLiteral("N"), QStringLiteral("Y")}})
                    if (seen == QStringList{no, yes} && kind == ColumnKind::Text) {
                        m_kinds.insert(key(table.name, c.name), ColumnKind::Flag);
                        m_flagYes.insert(key(table.name, c.name), yes);
                    }
                if (m_flagYes.contains(key(table.name, c.name)))
                    continue;
            }
        }
        if (kind == ColumnKind::Number) {
            // A column of fractions (a discount of 0.15): its values, sampled, lie between 0 and 1
            // and not all are whole. "As a percentage" multiplies them by 100.
            const Result<sql::SqlTable> range = executor->run(
                QStringLiteral("SELECT MIN(v), MAX(v), SUM(v <> CAST(v AS INTEGER)) FROM (SELECT %1 AS v FROM \"%2\" WHERE %1 IS NOT NULL LIMIT 10000)")
                    .arg(column, table.name));
            if (range && range->rows.size() == 1) {
                const QVariantList &r = range->rows.first();
                if (!r.value(0).isNull() && r.value(0).toDouble() >= 0 && r.value(1).toDouble() <= 1 && r.value(2).toInt() > 0)
                    m_fractions.insert(key(table.name, c.name));
            }
        }
        // A table's own text key ("ALFKI") names its row too, written in capitals as stored (so
        // the code PARIS is not the city Paris).
        const bool textKey = kind == ColumnKind::Key && !c.isNumericType() && table.primaryKey() == QStringList{c.name};
        if (kind != ColumnKind::Text && !textKey)
            continue;
        const int cap = m_display.value(table.name).contains(c.name) ? kMaxDistinctNames : kMaxDistinctValues;
        const QString sql = QStringLiteral("SELECT DISTINCT %1 FROM \"%2\" WHERE %1 IS NOT NULL AND length(%1) <= %3 LIMIT %4")
                                .arg(column, table.name)
                                .arg(kMaxValueLength)
                                .arg(cap + 1);
        const Result<sql::SqlTable> rows = executor->run(sql);
        if (!rows || rows->rows.size() > cap)
            continue;
        const bool crowded = rows->rows.size() > kMaxDistinctValues;
        QSet<QString> stored;
        for (const QVariantList &row : rows->rows)
            stored.insert(row.value(0).toString().trimmed());
        addListColumn(table, c, stored);
        if (m_display.value(table.name).contains(c.name) && !textKey)
            addSharedNames(table, c, executor);
        for (const QVariantList &row : rows->rows) {
            const QString value = row.value(0).toString().trimmed();
            // (A key is each row's own: grouped by it, nothing merges.)
            if (value.size() != row.value(0).toString().size() && !value.isEmpty() && !textKey)
                m_padded.insert(key(table.name, c.name));
            if (value.isEmpty() || value.size() > kMaxValueLength)
                continue;
            bool digitsOnly = true;
            for (const QChar ch : value)
                digitsOnly &= !ch.isLetter();
            if (digitsOnly)
                continue;   // phone numbers and postcodes are not names
            LexEntry e;
            e.kind = LexEntry::Kind::Value;
            e.table = table.name;
            e.column = c.name;
            e.value = row.value(0).toString();
            e.strength = 3;
            e.needsUpperCase = value.size() <= 3 || textKey;
            e.needsCapital = crowded;
            add(value, e);
            if (textKey || crowded)
                continue;   // a code has no other names and belongs to no whole; nor has one of thousands of names
            // Other names of the same thing: "USA" -> "United States", "UK" -> "Britain".
            if (value.size() <= 20 && !value.contains(QLatin1Char(' ')) && value.front().isUpper()) {
                for (const QString &syn : LexicalResources::instance().nounSynonyms(value.toLower(), 1)) {
                    if (syn.size() < 2 || syn == value.toLower())
                        continue;
                    // A short other name ("US") counts only when written in capitals, as names are.
                    e.strength = 2;
                    e.needsUpperCase = syn.size() < 4;
                    add(syn, e);
                }
            }
            // The wholes it belongs to: "Europe" for Germany, "Scandinavia" for Sweden, "North
            // America" for Canada. Weak readings (strength 1 one step up, 0 two), so a stored value
            // of the same name always wins; the interpreter gathers a whole's members into IN (...).
            if (value.size() <= 30 && value.front().isUpper() && value.count(QLatin1Char(' ')) <= 2) {
                for (const auto &[whole, depth] : LexicalResources::instance().wholesOf(value.toLower(), 2)) {
                    if (whole.size() < 4 || whole == value.toLower())
                        continue;
                    LexEntry part = e;
                    part.strength = depth == 1 ? 1 : 0;
                    part.needsUpperCase = false;
                    part.wholeDepth = depth;
                    add(whole, part);
                }
            }
        }
    }
}

void Lexicon::addListColumn(const sql::Table &table, const sql::Column &column, const QSet<QString> &values)
{
    // A list column: many of its values are several names joined by one separator, and the parts
    // are names the column also holds alone (Composer: "Adrian Smith/Steve Harris" beside "Steve
    // Harris"). A title with a slash or a comma in it ("Speak To Me/Breathe") is rare in its column
    // and its parts are not titles of their own.
    static const QStringList separators{QStringLiteral("/"), QStringLiteral(","), QStringLiteral(";"), QStringLiteral(" & ")};
    constexpr int kMinLists = 10;
    constexpr double kMinShare = 0.05;
    for (const QString &separator : separators) {
        int lists = 0;
        for (const QString &value : values) {
            if (!value.contains(separator))
                continue;
            const QStringList parts = value.split(separator);
            lists += std::any_of(parts.cbegin(), parts.cend(), [&values](const QString &part) {
                const QString name = part.trimmed();
                return name.size() >= 3 && values.contains(name);
            });
        }
        if (lists >= kMinLists && lists >= kMinShare * double(values.size())) {
            m_listColumns.insert(key(table.name, column.name), QStringList(values.cbegin(), values.cend()));
            return;
        }
    }
}

int Lexicon::listsIncluding(const QString &table, const QString &column, const QString &name) const
{
    const auto lists = m_listColumns.constFind(key(table, column));
    if (lists == m_listColumns.cend())
        return 0;
    const QString trimmed = name.trimmed();
    return int(std::count_if(lists->cbegin(), lists->cend(), [&trimmed](const QString &list) {
        return list != trimmed && list.contains(trimmed, Qt::CaseInsensitive);
    }));
}

void Lexicon::addSharedNames(const sql::Table &table, const sql::Column &column, sql::QueryExecutor *executor)
{
    const QString name = QLatin1Char('"') + column.name + QLatin1Char('"');
    const Result<sql::SqlTable> shared = executor->run(
        QStringLiteral("SELECT %1 FROM \"%2\" WHERE %1 IS NOT NULL GROUP BY %1 HAVING COUNT(*) > 1 LIMIT %3").arg(name, table.name).arg(kMaxDistinctNames));
    if (!shared)
        return;
    for (const QVariantList &row : shared->rows)
        m_sharedNames.insert(key(table.name, column.name) + QLatin1Char('\n') + row.value(0).toString());
}

// "dairy" for the category "Dairy Products", "confections" for "Confections Goods": a stored name
// whose last word names a table (the kind of rows it classifies) is said without that word. Only
// when the short form means nothing else in the database and only one stored value shortens to it.
void Lexicon::addShortNames()
{
    QSet<QString> tableStems;
    for (const sql::Table &t : m_schema.tables) {
        const QStringList words = text::words(text::splitIdentifier(t.name));
        if (!words.isEmpty())
            tableStems.insert(stemPhrase(words.last()));
    }
    QHash<QString, QList<LexEntry>> shortened;   // short form's stems -> the values it shortens
    QHash<QString, QString> written;
    for (auto it = m_entries.cbegin(); it != m_entries.cend(); ++it) {
        for (const LexEntry &e : it.value()) {
            if (e.kind != LexEntry::Kind::Value || e.wholeDepth != 0 || e.strength < 3 || !e.sourceChunk.isEmpty())
                continue;
            const QStringList words = text::words(e.value.toLower());
            if (words.size() < 2 || !tableStems.contains(stemPhrase(words.last())))
                continue;
            const QStringList rest = words.mid(0, words.size() - 1);
            if (rest.constFirst().size() < 4 || Vocabulary::builtIn().isFunctionWord(rest.constFirst()))
                continue;
            const QString stems = stemPhrase(rest.join(QLatin1Char(' ')));
            if (!shortened[stems].contains(e))
                shortened[stems] << e;
            written.insert(stems, rest.join(QLatin1Char(' ')));
        }
    }
    for (auto it = shortened.cbegin(); it != shortened.cend(); ++it) {
        if (it.value().size() != 1 || !lookup(it.key()).isEmpty() || !Vocabulary::builtIn().phrases().value(it.key()).isEmpty())
            continue;
        LexEntry e = it.value().constFirst();
        e.strength = 2;
        add(written.value(it.key()), e);
    }
}

// A list the documents name ("Nordic: Sweden, Norway, Denmark and Finland") is a whole whose
// parts are stored values: its name reads as those values of every column that holds most of
// them (the customer's country, the ship country ...), and the interpreter picks the column as
// for any value. Members that are no stored value are left out; a list whose members mostly are
// not values (a list of people, of steps) names nothing here.
void Lexicon::addNamedSets(const SemanticModel &model)
{
    // A reporting group ("Drinks & Sweets": Beverages, Confections) is such a list too.
    QList<planning::NamedSet> sets = model.facts().namedSets;
    QHash<QString, QString> familyColumns;   // family -> "Table.Column" its lists hold
    for (const planning::ReportingGroup &g : model.facts().groups)
        if (std::none_of(sets.cbegin(), sets.cend(), [&g](const planning::NamedSet &n) { return n.name.compare(g.name, Qt::CaseInsensitive) == 0; }))
            sets << planning::NamedSet{g.name, QString(), g.categories, g.chunkId, QString()};
    for (const planning::NamedSet &set : std::as_const(sets)) {
        // "Categories: Dairy Products, Produce, ..." lists some rows under the table's own name; that
        // name still means the whole table.
        const QList<LexEntry> already = lookup(stemPhrase(set.name));
        if (std::any_of(already.cbegin(), already.cend(), [](const LexEntry &e) {
                return e.kind == LexEntry::Kind::Table || e.kind == LexEntry::Kind::Column;
            }))
            continue;
        QHash<QString, QStringList> storedIn;   // "Table.Column" -> stored spellings of the members
        for (const QString &member : set.members) {
            for (const LexEntry &e : lookup(stemPhrase(member))) {
                if (e.kind == LexEntry::Kind::Value && e.wholeDepth == 0 && e.value.compare(member, Qt::CaseInsensitive) == 0)
                    storedIn[key(e.table, e.column)] << e.value;
            }
        }
        QStringList phrases{set.name};
        if (!set.kind.isEmpty()) {
            // "Nordic region", "Latin America sales region": the kind is part of the name.
            phrases << set.name + QLatin1Char(' ') + set.kind;
            if (set.kind.contains(QLatin1Char(' ')))
                phrases << set.name + QLatin1Char(' ') + set.kind.section(QLatin1Char(' '), -1);
        }
        // "Customer country": the table says which column holds the members; the others that
        // hold them too (the ship country) are not what the documents mean.
        if (!set.memberKind.isEmpty()) {
            const QStringList said = stemPhrase(set.memberKind).split(QLatin1Char(' '), Qt::SkipEmptyParts);
            QHash<QString, QStringList> named;
            for (auto it = storedIn.cbegin(); it != storedIn.cend(); ++it) {
                const QStringList column = stemPhrase(text::splitIdentifier(it.key().section(QLatin1Char('.'), 1))).split(QLatin1Char(' '));
                const QString table = stemPhrase(text::splitIdentifier(it.key().section(QLatin1Char('.'), 0, 0)));
                if (said.contains(table) && std::all_of(column.cbegin(), column.cend(), [&said](const QString &w) { return said.contains(w); }))
                    named.insert(it.key(), it.value());
            }
            if (!named.isEmpty())
                storedIn = named;
        }
        int columnsHolding = 0;
        for (auto it = storedIn.cbegin(); it != storedIn.cend(); ++it)
            columnsHolding += it->size() >= 2 && it->size() * 3 >= set.members.size() * 2;
        for (auto it = storedIn.cbegin(); it != storedIn.cend(); ++it) {
            if (it->size() < 2 || it->size() * 3 < set.members.size() * 2)
                continue;
            const QString table = it.key().section(QLatin1Char('.'), 0, 0);
            const QString column = it.key().section(QLatin1Char('.'), 1);
            // One of a family the table names ("Sales region"), held by one column: the family's
            // name groups that column's values by list.
            // (A kind of one word is a family too unless it is the full name of a table or column:
            // "Family | Categories" rolls categories up, though WordNet reads "family" as a
            // category; "Region" is the Regions table's.)
            const QString familyName = set.kind.simplified().toLower();
            const QList<LexEntry> kindRead = familyName.isEmpty() ? QList<LexEntry>() : lookup(stemPhrase(familyName));
            const bool namesSchema = std::any_of(kindRead.cbegin(), kindRead.cend(), [](const LexEntry &e) {
                return (e.kind == LexEntry::Kind::Table || e.kind == LexEntry::Kind::Column) && e.strength >= 3 && e.family.isEmpty();
            });
            if (columnsHolding == 1 && !familyName.isEmpty() && (familyName.contains(QLatin1Char(' ')) || !namesSchema)) {
                QList<FamilyList> &lists = m_families[familyName];
                if (lists.isEmpty() || key(table, column) == familyColumns.value(familyName)) {
                    familyColumns.insert(familyName, key(table, column));
                    lists << FamilyList{set.name, *it, set.chunkId};
                }
            }
            for (const QString &value : *it) {
                LexEntry part;
                part.kind = LexEntry::Kind::Value;
                part.table = table;
                part.column = column;
                part.value = value;
                part.strength = 3;   // the company's own name for the list
                part.wholeDepth = 1;
                part.sourceChunk = set.chunkId;
                for (const QString &phrase : phrases)
                    add(phrase, part);
            }
        }
    }
    // "by sales region": the family's name reads as its column, grouped by list.
    for (auto it = m_families.cbegin(); it != m_families.cend(); ++it) {
        if (it->size() < 2)
            continue;
        LexEntry e;
        e.kind = LexEntry::Kind::Column;
        e.table = familyColumns.value(it.key()).section(QLatin1Char('.'), 0, 0);
        e.column = familyColumns.value(it.key()).section(QLatin1Char('.'), 1);
        e.family = it.key();
        e.strength = 3;
        e.sourceChunk = it->first().chunkId;
        // The documents' phrase is theirs: the schema's namesake (the Regions table for "sales
        // region") is no reading of it.
        m_entries.remove(stemPhrase(it.key()));
        add(it.key(), e);
    }
}

QList<LexEntry> Lexicon::valuesHoldingStems(const QString &table, const QStringList &stems) const
{
    QList<LexEntry> found;
    QSet<QString> seen;
    if (stems.isEmpty())
        return found;
    for (auto it = m_entries.cbegin(); it != m_entries.cend(); ++it)
        for (const LexEntry &e : it.value()) {
            if (e.kind != LexEntry::Kind::Value || e.table != table || e.wholeDepth != 0 || !e.sourceChunk.isEmpty())
                continue;
            const QString key = e.column + QLatin1Char('=') + e.value;
            if (seen.contains(key))
                continue;
            seen.insert(key);
            const QStringList words = stemPhrase(e.value).split(QLatin1Char(' '));
            if (std::all_of(stems.cbegin(), stems.cend(), [&words](const QString &s) { return words.contains(s); }))
                found << e;
        }
    std::sort(found.begin(), found.end(), [](const LexEntry &a, const LexEntry &b) { return a.value < b.value; });
    return found;
}

QList<LexEntry> Lexicon::valuesHoldingWord(const QString &word, Qt::CaseSensitivity cs, const std::function<bool(const LexEntry &)> &allowed) const
{
    QList<LexEntry> found;
    QSet<QString> seen;
    const QRegularExpression whole(QStringLiteral("(?<![\\w])%1(?![\\w])").arg(QRegularExpression::escape(word)),
                                   cs == Qt::CaseInsensitive ? QRegularExpression::CaseInsensitiveOption : QRegularExpression::NoPatternOption);
    for (auto it = m_entries.cbegin(); it != m_entries.cend(); ++it)
        for (const LexEntry &e : it.value()) {
            if (e.kind != LexEntry::Kind::Value || e.wholeDepth != 0 || !e.sourceChunk.isEmpty() || !e.value.contains(word, cs) || !allowed(e))
                continue;
            const QString key = e.table + QLatin1Char('.') + e.column + QLatin1Char('=') + e.value;
            if (seen.contains(key) || !whole.match(e.value).hasMatch())
                continue;
            seen.insert(key);
            if (!found.isEmpty() && (found.first().table != e.table || found.first().column != e.column))
                return {};
            // Each is one member of what the word names, gathered into IN (...) as a whole's are.
            LexEntry member = e;
            member.wholeDepth = 1;
            member.strength = 1;
            found << member;
        }
    return found;
}

QList<LexEntry> Lexicon::valuesContainingWord(const QString &word) const
{
    return valuesHoldingWord(word, Qt::CaseSensitive, [](const LexEntry &) { return true; });
}

QList<LexEntry> Lexicon::descriptionsHoldingWord(const QString &word) const
{
    // (Not a column of names either, one per row or lists of them: "Larry Stock" is no "in stock".)
    return valuesHoldingWord(word, Qt::CaseInsensitive, [this](const LexEntry &e) {
        return !displayColumns(e.table).contains(e.column) && !m_listColumns.contains(e.table + QLatin1Char('.') + e.column);
    });
}

QList<LexEntry> Lexicon::pointedAtNamesContaining(const QString &rowsTable, const QString &word) const
{
    // Only tables of kinds, a key and a name or two (MediaType, Genre): the names of companies or
    // people hold everyday words ("New Orleans Cajun Delights" for "new products").
    constexpr int kMaxColumnsOfAKind = 4;
    QSet<QString> pointedAt;
    for (const sql::ForeignKey &fk : m_schema.foreignKeys)
        if (const sql::Table *kind = m_schema.table(fk.toTable);
            fk.fromTable == rowsTable && fk.toTable != rowsTable && kind && kind->columns.size() <= kMaxColumnsOfAKind)
            pointedAt.insert(fk.toTable);
    if (pointedAt.isEmpty())
        return {};
    return valuesHoldingWord(word, Qt::CaseInsensitive, [this, &pointedAt](const LexEntry &e) {
        return pointedAt.contains(e.table) && displayColumns(e.table).contains(e.column);
    });
}

Lexicon Lexicon::build(const sql::Schema &schema, sql::QueryExecutor *executor, const SemanticModel *model,
                       const QHash<QString, QString> &synonyms)
{
    Lexicon lex;
    lex.m_schema = schema;
    for (const sql::Table &t : schema.tables) {
        if (t.isView)
            continue;   // views repeat their base tables' words and would make every name ambiguous
        lex.addTable(t);
        lex.addColumns(t);
    }
    lex.dropSynonymsOfOtherTables();
    for (const sql::Table &t : schema.tables) {
        if (!t.isView)
            lex.addValues(t, executor);
    }
    lex.addShortNames();
    for (const sql::Table &t : schema.tables) {
        if (!t.isView)
            lex.addDateChronology(t, executor);
    }
    if (model)
        lex.addNamedSets(*model);
    // "orders" in a schema with no table of that name are the rows the model found to be the
    // sales transactions (Chinook's invoices): analysts say "orders" of any shop.
    // (Taken only by one of thousands of names, a word is still free: a track may be called "Money".)
    const auto taken = [&lex](const QString &phrase) {
        const QList<LexEntry> entries = lex.lookup(stemPhrase(phrase));
        return std::any_of(entries.cbegin(), entries.cend(), [](const LexEntry &t) { return !t.needsCapital; });
    };
    if (model && !model->roles().orderTable.isEmpty() && !taken(QStringLiteral("order"))) {
        LexEntry e;
        e.kind = LexEntry::Kind::Table;
        e.table = model->roles().orderTable;
        e.strength = 2;
        lex.add(QStringLiteral("order"), e);
        lex.add(QStringLiteral("orders"), e);
    }
    if (model) {
        for (const Measure &m : model->measures()) {
            LexEntry e;
            e.kind = LexEntry::Kind::Measure;
            e.measureId = m.id;
            e.strength = 2;
            // A measure that only counts rows is the table itself here, counted by "how many".
            if (m.isCount)
                continue;
            for (const QString &syn : m.synonyms) {
                if (taken(syn))
                    continue;
                // "between order date and ship date" is read from the two date columns themselves
                // (any pair, with the aggregate the question asks for), not as one averaged measure.
                if (m.id.startsWith(QLatin1String("days:")) && (syn.startsWith(QLatin1String("between ")) || syn.startsWith(QLatin1String("from "))))
                    continue;
                lex.add(syn, e);
            }
        }
    }
    // In the phrases' order: a hash's own order changes from run to run, and the order of a
    // phrase's readings breaks ties.
    QStringList phrases = synonyms.keys();
    phrases.sort();
    for (const QString &phrase : phrases) {
        const QString &target = synonyms.value(phrase);
        LexEntry e;
        e.strength = 3;
        const qsizetype dot = target.indexOf(QLatin1Char('.'));
        e.kind = dot < 0 ? LexEntry::Kind::Table : LexEntry::Kind::Column;
        e.table = dot < 0 ? target : target.left(dot);
        e.column = dot < 0 ? QString() : target.mid(dot + 1);
        if (!schema.table(e.table) || (dot >= 0 && !schema.table(e.table)->column(e.column)))
            continue;   // the semantic-layer file names something this database lacks
        e.table = schema.table(e.table)->name;
        lex.add(phrase, e);
    }
    return lex;
}

ColumnKind Lexicon::kindOf(const QString &table, const QString &column) const
{
    return m_kinds.value(key(table, column), ColumnKind::Text);
}

QHash<QString, QStringList> Lexicon::describe() const { return m_phrasesOf; }

bool Lexicon::wordSpellsTable(const LexEntry &entry, const QString &lowerWord) const
{
    if (entry.kind != LexEntry::Kind::Table || entry.strength >= 3)
        return true;
    const QString w = text::stripSuffix(lowerWord);
    for (const QString &phrase : phrasesOf(entry.table)) {
        const QString p = text::stripSuffix(phrase.toLower());
        if (!p.contains(QLatin1Char(' ')) && w.startsWith(p))
            return true;
    }
    return false;
}

} // namespace rac::semantic
