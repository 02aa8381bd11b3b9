// SPDX-License-Identifier: MIT
//
// Bands the question defines and names, as groups: "Customer count and average spend per spend
// band (high: total spend of 45 or more, medium: 39 to under 45, low: under 39)". The bands'
// figure is read as an ordinary question about each row of the rows counted ("total spend per
// customer"), and the figures asked per band are taken from the answer's fields or the words
// around ("count", "average", "percent"). Nothing is guessed silently: a field no figure of a
// band names, a figure the rows have not, or rows the question does not name leave the question
// not understood; the reading made is never certain (the bands' edges are the question's words).
#include "semantic/parse/SemanticParser.h"

#include "common/TextUtil.h"
#include "semantic/SemanticModel.h"
#include "semantic/parse/LabelledBands.h"
#include "semantic/parse/QuestionReader.h"
#include "semantic/parse/Vocabulary.h"

#include <QRegularExpression>
#include <QSet>

namespace rac::semantic {
namespace {

constexpr auto kCi = QRegularExpression::CaseInsensitiveOption;

// The figure per band a word asks for; empty when it names none.
QString bandFigureOf(const QStringList &words, const std::function<bool(const QString &)> &namesRows)
{
    const auto any = [&words](std::initializer_list<const char *> list) {
        return std::any_of(list.begin(), list.end(), [&words](const char *w) { return words.contains(QLatin1String(w)); });
    };
    if (any({"pct", "percent", "percentage", "share", "proportion", "ratio"}))
        return QStringLiteral("PERCENT");
    if (any({"avg", "average", "mean"}))
        return QStringLiteral("AVG");
    if (any({"min", "minimum", "lowest", "smallest"}))
        return QStringLiteral("MIN");
    if (any({"max", "maximum", "highest", "largest"}))
        return QStringLiteral("MAX");
    if (any({"count", "number", "num", "nr", "how", "many"}) || std::any_of(words.cbegin(), words.cend(), namesRows))
        return QStringLiteral("COUNT");
    if (any({"total", "sum", "revenue", "sales", "spend", "spent", "spending", "amount", "value", "turnover"}))
        return QStringLiteral("SUM");
    return {};
}

} // namespace

void SemanticParser::readLabelledBands(const QString &question, const answer::FormatHint &hint, Interpretation &whole) const
{
    const std::optional<BandClause> clause = findBandClause(question);
    if (!clause)
        return;
    QString rest = question;
    rest.replace(clause->start, clause->length, QString(clause->length, QLatin1Char(' ')));
    rest.replace(QRegularExpression(QStringLiteral("\\(\\s*[,;:]?\\s*\\)")), QStringLiteral(" "));
    // "per spend band", "by size band", "into three tiers": the grouping the bands make.
    static const QRegularExpression grouping(
        QStringLiteral("\\b(?:(?:per|by|for\\s+each|in\\s+each|for|across|into)\\s+)?(?:(?:the|each|a)\\s+)?(?<name>(?:[A-Za-z-]+\\s+){0,2}?)"
                       "(?:bands?|tiers?|segments?|buckets?|cohorts?|ranges?|brackets?|classes|groups?)\\b"),
        kCi);
    static const QRegularExpression largestFirst(QStringLiteral("\\b(?:largest|biggest|most)(?:\\s+\\w+)?\\s+first\\b"), kCi);
    const bool sizeOrder = largestFirst.match(rest).hasMatch();
    QString figureWords = clause->figureWords;
    if (const QRegularExpressionMatch m = grouping.match(rest); m.hasMatch()) {
        if (figureWords.isEmpty())
            figureWords = m.captured(QStringLiteral("name")).trimmed();   // "price band": the price
        rest.replace(m.capturedStart(), m.capturedLength(), QString(m.capturedLength(), QLatin1Char(' ')));
    }
    // "Show product name, unit price and a category: 'Cheap' under 20, ...": bounds with no
    // words of their own are on the one number the answer shows beside the label.
    if (figureWords.isEmpty() && hint.hasFields()) {
        QStringList numbers;
        for (const answer::HintField &f : hint.fields)
            if ((f.type == answer::ScalarType::Int || f.type == answer::ScalarType::Float)
                && bandFigureOf(text::words(text::splitIdentifier(f.key)), [](const QString &) { return false; }).isEmpty())
                numbers << text::splitIdentifier(f.key).toLower();
        if (numbers.size() == 1)
            figureWords = numbers.first();
    }
    if (figureWords.isEmpty())
        return;
    // The rows put in bands: the first table the rest of the question names.
    const ReadQuestion read = QuestionReader(m_lexicon).read(rest);
    // ("Show product name, unit price and a category: ...": a column of one table only, said
    // first, names its rows before a table's word does.)
    QString rows;
    for (const Evidence &e : read.evidence) {
        if (!rows.isEmpty())
            break;
        if (const LexEntry *t = e.entry(LexEntry::Kind::Table)) {
            rows = t->table;
            continue;
        }
        QSet<QString> owners;
        for (const LexEntry &c : e.entries)
            if (c.kind == LexEntry::Kind::Column)
                owners.insert(c.table);
        if (owners.size() == 1 && e.entries.size() == 1)
            rows = *owners.cbegin();
    }
    if (rows.isEmpty())
        return;
    QString singular = text::splitIdentifier(rows).toLower();
    if (singular.endsWith(QLatin1Char('s')) && !m_lexicon.lookup(stemPhrase(singular.chopped(1))).isEmpty())
        singular.chop(1);
    // Each row's figure, read as its own question; the first reading with one figure per row.
    const Roles &roles = m_model.roles();
    const QStringList tries{figureWords + QStringLiteral(" per ") + singular, QStringLiteral("number of ") + figureWords + QStringLiteral(" per ") + singular,
                            text::plural(singular) + QStringLiteral(" with their ") + figureWords};
    std::optional<Interpretation> perRow;
    for (const QString &t : tries) {
        Interpretation in = Interpreter(m_lexicon, &m_model, roles.orderTable, roles.dateColumn).interpret(QuestionReader(m_lexicon).read(t), answer::FormatHint{});
        if (!in.understood || in.query.select.empty() || in.query.limit > 0 || in.query.rankWithin || in.query.banded)
            continue;
        const Expr &figure = in.query.select.back().expr;
        const bool number = figure.isAggregate() || figure.kind == Expr::Kind::Arith || figure.kind == Expr::Kind::Template
            || (figure.kind == Expr::Kind::Column && m_lexicon.kindOf(figure.table, figure.column) == ColumnKind::Number);
        // One figure per row of the rows: their own column, or a total grouped by them ("freight
        // per order" is one average over every order).
        const bool ownColumn = figure.kind == Expr::Kind::Column && figure.table == rows;
        const bool perRowTotal = std::any_of(in.query.groupBy.cbegin(), in.query.groupBy.cend(), [&rows](const Expr &g) { return g.table == rows; });
        if (!number || !in.query.tables().contains(rows) || !(ownColumn || perRowTotal))
            continue;
        in.query.select = {SelectItem{figure, QStringLiteral("band_figure")}};
        in.query.orderBy.clear();
        // A column of the rows themselves: every row once (grouped by a key of two columns and
        // the figure, equal order lines were one).
        if (ownColumn) {
            in.query.groupBy.clear();
            in.query.distinct = false;
        }
        perRow = in;
        break;
    }
    if (!perRow)
        return;
    const auto namesRows = [this, &rows](const QString &w) {
        const QList<LexEntry> entries = m_lexicon.lookup(stemPhrase(w));
        return std::any_of(entries.cbegin(), entries.cend(), [&rows](const LexEntry &e) { return e.kind == LexEntry::Kind::Table && e.table == rows; });
    };
    // Labels are names the question gives: a stored value ("'Ernst Handel' in 1997") is a row.
    for (const LabelledBand &b : clause->bands) {
        const QList<LexEntry> entries = m_lexicon.lookup(stemPhrase(b.label));
        // (Not one of thousands of names written otherwise: a track called "Low" is no band "low".)
        if (std::any_of(entries.cbegin(), entries.cend(), [&b](const LexEntry &e) {
                return e.kind == LexEntry::Kind::Value && (!e.needsCapital || e.value == b.label);
            }))
            return;
    }
    // "up to 10%" of a figure stored as a fraction (a discount of 0.1).
    const Expr &figure = perRow->query.select.front().expr;
    const bool fraction = figure.kind == Expr::Kind::Column && m_lexicon.isFraction(figure.table, figure.column);
    Query::Banded banded;
    for (const LabelledBand &b : clause->bands) {
        const double scale = b.percent && fraction ? 0.01 : 1;
        const auto scaled = [scale](const std::optional<double> &v) { return v ? std::optional<double>(*v * scale) : std::nullopt; };
        banded.bands.push_back({b.label, scaled(b.low), scaled(b.high), b.lowIncluded, b.highIncluded});
    }
    // The reading made, noted with the bands as the question said them.
    QStringList said;
    for (const LabelledBand &b : clause->bands)
        said << QStringLiteral("%1 = %2").arg(b.label, b.said);
    const auto bandedReading = [&](const QString &how) {
        Interpretation out = *perRow;
        out.query.banded = banded;
        out.ambiguous = true;   // the edges are the question's words, read by pattern
        out.notes << how.arg(singular, figureWords, said.join(QStringLiteral("; ")));
        return out;
    };
    QStringList notUnderstood;
    if (labelEachRow(rest, hint, rows, *perRow, banded)) {
        whole = bandedReading(QStringLiteral("each %1 with the band of its %2 the question defines (%3); rows in no band are left out"));
        return;
    }
    if (hint.hasFields()) {
        if (hint.fields.size() < 2 || !hint.isList())
            return;
        banded.labelAlias = hint.fields.first().key;
        // (A field naming other rows, "OrderCount" beside customers banded by orders, may be their
        // total or the rows counted: not guessed.)
        const auto namesOtherRows = [this, &rows](const QString &w) {
            const QList<LexEntry> entries = m_lexicon.lookup(stemPhrase(w));
            return std::any_of(entries.cbegin(), entries.cend(), [&rows](const LexEntry &e) { return e.kind == LexEntry::Kind::Table && e.table != rows; });
        };
        for (int i = 1; i < int(hint.fields.size()); ++i) {
            const QStringList words = text::words(text::splitIdentifier(hint.fields.at(i).key));
            QString op = bandFigureOf(words, namesRows);
            if (op == QLatin1String("COUNT") && std::any_of(words.cbegin(), words.cend(), namesOtherRows))
                op.clear();
            // A total or average of another figure than the bands' ("Revenue" beside bands of
            // quantity was the quantities added up): a word naming a measure or a column must be
            // one of the figure's words.
            if (!op.isEmpty() && op != QLatin1String("COUNT") && op != QLatin1String("PERCENT")) {
                const QStringList figure = text::words(figureWords.toLower());
                for (const QString &w : words) {
                    const QList<LexEntry> entries = m_lexicon.lookup(stemPhrase(w));
                    const bool namesFigure = std::any_of(entries.cbegin(), entries.cend(), [](const LexEntry &e) {
                        return e.kind == LexEntry::Kind::Measure || e.kind == LexEntry::Kind::Column;
                    });
                    const bool ownWord = std::any_of(figure.cbegin(), figure.cend(), [&w](const QString &f) { return stemPhrase(f) == stemPhrase(w); });
                    static const QSet<QString> aggregateWords{QStringLiteral("total"), QStringLiteral("sum"), QStringLiteral("avg"), QStringLiteral("average"),
                                                              QStringLiteral("mean"), QStringLiteral("min"), QStringLiteral("minimum"), QStringLiteral("max"),
                                                              QStringLiteral("maximum"), QStringLiteral("lowest"), QStringLiteral("highest"),
                                                              QStringLiteral("smallest"), QStringLiteral("largest")};
                    if (namesFigure && !ownWord && !aggregateWords.contains(w.toLower()))
                        op.clear();
                }
            }
            if (op.isEmpty())
                notUnderstood << QStringLiteral("the answer field \"%1\": which figure of a band").arg(hint.fields.at(i).key);
            banded.figures.push_back({op, hint.fields.at(i).key});
        }
    } else {
        banded.labelAlias = QStringLiteral("band");
        for (const QString &w : text::words(rest)) {
            const QString op = bandFigureOf({w}, [](const QString &) { return false; });
            if (!op.isEmpty() && std::none_of(banded.figures.cbegin(), banded.figures.cend(), [&op](const Query::BandFigure &f) { return f.op == op; }))
                banded.figures.push_back({op, op.toLower()});
        }
        if (banded.figures.empty())
            banded.figures.push_back({QStringLiteral("COUNT"), QStringLiteral("count")});
    }
    banded.largestFirst = sizeOrder;
    if (!notUnderstood.isEmpty()) {
        whole.understood = false;
        whole.notUnderstood = notUnderstood;
        return;
    }
    whole = bandedReading(QStringLiteral("each %1's %2 put in the bands the question defines (%3); rows in no band are left out"));
}

bool SemanticParser::labelEachRow(const QString &rest, const answer::FormatHint &hint, const QString &rows, Interpretation &perRow,
                                  Query::Banded &banded) const
{
    // "Label each supplier 'big' if it has at least 4 products, otherwise 'small'", "classify
    // customers as ...": each row with its band, asked by a verb of labelling or "each", or by
    // the answer's fields: the rows' own columns and one field more for the label.
    const sql::Table *table = m_lexicon.schema().table(rows);
    if (!table || table->primaryKey().size() != 1)
        return false;
    const auto squeezedName = [](const QString &s) { return text::splitIdentifier(s).remove(QLatin1Char(' ')).remove(QLatin1Char('_')).toLower(); };
    const auto columnNamed = [&](const QString &key) -> QString {
        for (const sql::Column &c : table->columns)
            if (squeezedName(c.name) == squeezedName(key))
                return c.name;
        // ("Name", "SupplierName": the rows' name.)
        const QString singular = squeezedName(text::stripSuffix(rows.toLower()));
        const QStringList display = m_lexicon.displayColumns(rows);
        if (!display.isEmpty() && (squeezedName(key) == QLatin1String("name") || squeezedName(key) == singular + QLatin1String("name") || squeezedName(key) == singular))
            return display.first();
        return {};
    };
    std::vector<std::pair<QString, QString>> shown;   // (column of the rows or "" for the figure, the answer's alias)
    int labelAt = -1;
    if (hint.hasFields()) {
        if (!hint.isList())
            return false;
        for (int i = 0; i < int(hint.fields.size()); ++i) {
            const answer::HintField &f = hint.fields.at(i);
            if (const QString column = columnNamed(f.key); !column.isEmpty()) {
                shown.emplace_back(column, f.key);
                continue;
            }
            const QStringList words = text::words(text::splitIdentifier(f.key).toLower());
            if (!bandFigureOf(words, [](const QString &) { return false; }).isEmpty() && f.type != answer::ScalarType::Str) {
                shown.emplace_back(QString(), f.key);   // the band's figure of the row itself
                continue;
            }
            if (labelAt >= 0 || f.type == answer::ScalarType::Int || f.type == answer::ScalarType::Float)
                return false;   // two fields left for one label, or a number no figure names
            labelAt = i;
        }
        if (labelAt < 0 || std::none_of(shown.cbegin(), shown.cend(), [](const auto &s) { return !s.first.isEmpty(); }))
            return false;
    } else {
        static const QRegularExpression asked(QStringLiteral("\\b(?:label|labell?ed|classify|categori[sz]e|tag|each|every)\\b"), kCi);
        if (!asked.match(rest).hasMatch())
            return false;
        for (const QString &c : m_lexicon.displayColumns(rows))
            shown.emplace_back(c, c);
        if (shown.empty())
            shown.emplace_back(table->primaryKey().first(), table->primaryKey().first());
        labelAt = int(shown.size());
    }
    // The rows query shows the columns asked and the key, beside the figure.
    Query &q = perRow.query;
    banded.shown.clear();
    for (size_t i = 0; i < shown.size(); ++i) {
        const QString inner = shown[i].first.isEmpty() ? QStringLiteral("band_figure") : QStringLiteral("shown_%1").arg(i + 1);
        if (!shown[i].first.isEmpty()) {
            q.select.push_back({Expr::col(rows, shown[i].first), inner});
            if (!q.groupBy.empty())
                q.groupBy.push_back(Expr::col(rows, shown[i].first));
        }
        banded.shown.emplace_back(inner, shown[i].second);
    }
    q.select.push_back({Expr::col(rows, table->primaryKey().first()), QStringLiteral("band_key")});
    if (!q.groupBy.empty())
        q.groupBy.push_back(Expr::col(rows, table->primaryKey().first()));
    banded.perRow = true;
    banded.labelAt = labelAt;
    banded.labelAlias = hint.hasFields() ? hint.fields.at(labelAt).key : QStringLiteral("band");
    return true;
}

} // namespace rac::semantic
