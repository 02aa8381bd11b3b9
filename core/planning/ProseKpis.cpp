// SPDX-License-Identifier: MIT
#include "planning/ProseKpis.h"

#include <QRegularExpression>

namespace rac::planning {
namespace {

constexpr auto kCi = QRegularExpression::CaseInsensitiveOption;

// "Average Order Value (AOV)" -> "Average Order Value" and the alias "AOV"; "(%)" is no alias,
// it says the figure is a percentage (returned).
bool nameAndAliases(const QString &raw, KpiDefinition &kpi)
{
    static const QRegularExpression bracket(QStringLiteral("\\(([^)]*)\\)"));
    QString name = raw;
    bool percent = false;
    for (auto it = bracket.globalMatch(raw); it.hasNext();) {
        const QString inside = it.next().captured(1).trimmed();
        // ("Basket Value (old)": the bracket says which version, it is no other name.)
        static const QRegularExpression version(QStringLiteral("^(?:old|legacy|previous|former|superseded|retired)$"), kCi);
        if (inside == QLatin1String("%") || inside.compare(QLatin1String("percent"), Qt::CaseInsensitive) == 0)
            percent = true;
        else if (version.match(inside).hasMatch())
            kpi.legacy = true;
        else if (!inside.isEmpty())
            kpi.aliases << inside;
    }
    name.remove(bracket);
    name.remove(QRegularExpression(QStringLiteral("[*_`]")));
    kpi.name = name.simplified();
    return percent;
}

// Emphasis marks and code ticks removed from around words ("*line unit price × quantity*",
// "`Freight`"); a multiplication sign between spaces ("UnitPrice * Quantity") is kept.
QString withoutEmphasis(QString text)
{
    static const QRegularExpression opening(QStringLiteral("(?<![\\w)])[*_]+(?=[\\w(])"));
    static const QRegularExpression closing(QStringLiteral("(?<=[\\w)])[*_]+(?![\\w(])"));
    text.remove(opening);
    text.remove(closing);
    text.remove(QLatin1Char('`'));
    return text;
}

// `read` as operatorsOfProse gave it; `legacy` when the row or heading around it says so.
KpiDefinition definitionOf(const QString &rawName, const ProseOperators &read, const retrieval::Chunk &chunk, bool legacy)
{
    KpiDefinition kpi;
    const bool percent = nameAndAliases(rawName, kpi);
    // ("Freight Ratio (%)": the name says the figure is a percentage, as "× 100" would.)
    kpi.formula = percent && !timesHundred(read.formula) ? QStringLiteral("(%1) * 100").arg(read.formula) : read.formula;
    kpi.chunkId = chunk.id;
    kpi.legacy = kpi.legacy || legacy || read.legacy || saysLegacy(rawName) || saysLegacy(chunk.heading());
    return kpi;
}

// A code block's definitions, one a line, a line that opens with an operator ("    ÷ Net
// Revenue") continuing the one before.
QStringList codeStatements(const QString &code)
{
    static const QRegularExpression continues(QStringLiteral("^\\s*(?:[-+*/=\\x{00F7}\\x{00D7}\\x{2212}]|divided\\b|times\\b|minus\\b|plus\\b)"), kCi);
    QStringList statements;
    for (const QString &line : code.split(QLatin1Char('\n'))) {
        if (!statements.isEmpty() && continues.match(line).hasMatch())
            statements.last() += QLatin1Char(' ') + line.trimmed();
        else
            statements << line;
    }
    return statements;
}

// A remark in brackets that leaves the formula as written: "(discount ignored)", "(freight
// excluded)". Any other bracket of words ("(net of line discount)", "(after discount)") changes
// what the formula means, and is not read.
bool harmlessRemark(const QString &remark)
{
    static const QRegularExpression harmless(QStringLiteral("\\b(?:ignored|excluded|not\\s+(?:included|counted)|omitted|if\\s+any|rounded)\\b"), kCi);
    return harmless.match(remark).hasMatch();
}

bool startsWithDigit(const QString &text)
{
    return !text.isEmpty() && text.front().isDigit();
}

} // namespace

bool saysLegacy(const QString &text)
{
    static const QRegularExpression legacy(QStringLiteral("\\b(?:legacy|superseded|deprecated|obsolete|retired|old\\s+definition)\\b"), kCi);
    return legacy.match(text).hasMatch();
}

bool endsTimesHundred(const QString &formula)
{
    static const QRegularExpression timesHundred(QStringLiteral("\\*\\s*100(?:\\.0+)?\\s*$"));
    return timesHundred.match(formula).hasMatch();
}

bool timesHundred(const QString &formula)
{
    // "100 * ...", "... * 100", "... * 100 / ...": a factor of a hundred anywhere.
    static const QRegularExpression hundred(QStringLiteral("(?:^|[\\s(])100(?:\\.0+)?\\s*\\*|\\*\\s*100(?:\\.0+)?(?![\\d.])"));
    return hundred.match(formula).hasMatch();
}

ProseOperators operatorsOfProse(const QString &prose)
{
    ProseOperators out;
    QString s = withoutEmphasis(prose).simplified();
    // The formula is the first sentence; what follows explains it ("Scope is set by ...").
    static const QRegularExpression sentenceEnd(QStringLiteral("\\.(?:\\s+[A-Z]|\\s*$)"));
    if (const QRegularExpressionMatch m = sentenceEnd.match(s); m.hasMatch())
        s = s.left(m.capturedStart());
    // "shown as a percentage": times 100.
    static const QRegularExpression asPercentage(QStringLiteral("[,;]?\\s*(?:shown|expressed|given|reported|stated)?\\s*as\\s+a\\s+percent(?:age)?\\b.*$"), kCi);
    bool percent = false;
    if (const QRegularExpressionMatch m = asPercentage.match(s); m.hasMatch()) {
        percent = true;
        s = s.left(m.capturedStart());
    }
    // A remark in brackets ("(discount ignored)", "(superseded 1998)") is no part of the formula;
    // a bracket with a sign in it ("(1 − discount)") is. A remark that changes the formula's
    // meaning ("(net of line discount)") makes it unreadable.
    static const QRegularExpression remark(QStringLiteral("\\s*\\(\\s*[A-Za-z][\\w' ,.;:]*\\s[\\w' ,.;:]*[\\w.]\\s*\\)"));
    static const QRegularExpression replacing(QStringLiteral("\\b(?:replac|supersed(?:es|ing))\\w*\\b[^)]*\\b(?:legacy|superseded|old|previous|former)\\b"), kCi);
    for (QRegularExpressionMatch m = remark.match(s); m.hasMatch(); m = remark.match(s)) {
        // ("(replaces the superseded definition)": the formula is the current one.)
        const bool replaces = replacing.match(m.captured()).hasMatch();
        if (!replaces && saysLegacy(m.captured()))
            out.legacy = true;
        else if (!replaces && !harmlessRemark(m.captured()))
            return ProseOperators{};
        s.remove(m.capturedStart(), m.capturedLength());
    }
    // Signs written for people.
    s.replace(QChar(0x00F7), QStringLiteral(" / "));
    s.replace(QChar(0x00D7), QStringLiteral(" * "));
    s.replace(QChar(0x2212), QStringLiteral(" - "));
    s.replace(QRegularExpression(QStringLiteral("\\s[\\x{2013}\\x{2014}]\\s")), QStringLiteral(" - "));
    s.replace(QRegularExpression(QStringLiteral("\\bdivided\\s+by\\b"), kCi), QStringLiteral(" / "));
    s.replace(QRegularExpression(QStringLiteral("\\b(?:multiplied\\s+by|times)\\b"), kCi), QStringLiteral(" * "));
    s.replace(QRegularExpression(QStringLiteral("\\bminus\\b"), kCi), QStringLiteral(" - "));
    s.replace(QRegularExpression(QStringLiteral("\\bplus\\b"), kCi), QStringLiteral(" + "));
    // "total number of orders" is the count, not a sum of it.
    s.replace(QRegularExpression(QStringLiteral("\\btotal\\s+(?=(?:the\\s+)?number\\s+of\\b)"), kCi), QString());
    // "number of distinct orders": a count of rows.
    s.replace(QRegularExpression(QStringLiteral("\\b(?:the\\s+)?number\\s+of\\s+(?:distinct\\s+|different\\s+)?([A-Za-z][\\w ]*?)(?=\\s*(?:[-+*/),]|\\bin\\b|\\bover\\b|\\bof\\b|$))"), kCi),
              QStringLiteral("COUNT(DISTINCT \\1)"));
    // What the figure runs over is the question's to say: "in the period", "of the orders in scope".
    static const QRegularExpression scope(
        QStringLiteral("\\s*\\b(?:of|on|over|in|for|across)\\s+(?:the\\s+|all\\s+|every\\s+|each\\s+)?(?:same\\s+)?"
                       "(?:(?:order\\s+lines|orders?|lines|sales|slice)(?:\\s+in\\s+(?:scope|the\\s+period|the\\s+slice))?|period|scope)\\b"),
        kCi);
    s.replace(scope, QString());
    // "Σ over order lines of X", "Σ X", "total X", "the sum of X": a sum of what follows, up to
    // the next sign outside brackets.
    static const QRegularExpression sumLead(QStringLiteral("(?:\\x{03A3}|\\b(?:the\\s+)?sum\\s+of\\b|\\btotal\\b)\\s*(?:of\\s+)?"), kCi);
    for (QRegularExpressionMatch m = sumLead.match(s); m.hasMatch(); m = sumLead.match(s)) {
        qsizetype end = m.capturedEnd();
        int depth = 0;
        for (; end < s.size(); ++end) {
            const QChar c = s.at(end);
            if (c == QLatin1Char('('))
                ++depth;
            else if (c == QLatin1Char(')')) {
                if (depth == 0)
                    break;
                --depth;
                if (depth == 0 && s.mid(m.capturedEnd()).trimmed().startsWith(QLatin1Char('('))) {
                    ++end;
                    break;
                }
            } else if (depth == 0 && (c == QLatin1Char('/') || c == QLatin1Char('+') || c == QLatin1Char(',')
                                      || (c == QLatin1Char('-') && end > 0 && s.at(end - 1).isSpace())
                                      || (c == QLatin1Char('*') && startsWithDigit(s.mid(end + 1).trimmed()))))
                break;
        }
        const QString summed = s.mid(m.capturedEnd(), end - m.capturedEnd()).trimmed();
        if (summed.isEmpty())
            return ProseOperators{};
        s = s.left(m.capturedStart()) + QStringLiteral("SUM(") + summed + QStringLiteral(") ") + s.mid(end);
    }
    // "× 100" says a percentage too.
    if (endsTimesHundred(s)) {
        percent = true;
        s = s.left(s.lastIndexOf(QLatin1Char('*')));
    }
    s = s.simplified();
    while (s.endsWith(QLatin1Char(',')) || s.endsWith(QLatin1Char(';')))
        s.chop(1);
    // ("Net Revenue ÷": a formula cut off by a line break is no formula.)
    static const QRegularExpression between(QStringLiteral("[\\w)]\\s*[-+*/]\\s*[\\w(]"));
    static const QRegularExpression dangling(QStringLiteral("[-+*/(]\\s*$|^\\s*[+*/)]"));
    if (!between.match(s).hasMatch() || dangling.match(s).hasMatch())
        return ProseOperators{};
    out.formula = percent ? QStringLiteral("(%1) * 100").arg(s.trimmed()) : s.trimmed();
    return out;
}

QList<KpiDefinition> readProseKpis(const retrieval::ReadChunk &read)
{
    QList<KpiDefinition> out;
    // A formula for people: a sign of one, or words that make one. Plain SQL is read elsewhere.
    static const QRegularExpression peopleSigns(QStringLiteral("[\\x{00F7}\\x{00D7}\\x{03A3}\\x{2212}]|\\bdivided\\s+by\\b|\\bnumber\\s+of\\b"), kCi);
    static const QRegularExpression nameEquals(QStringLiteral("^\\s*([A-Za-z][\\w &()%/.'-]{0,48}?)\\s*=\\s*(.+)$"));
    const QList<retrieval::MarkdownBlock> &blocks = read.document.blocks();
    for (qsizetype b = 0; b < blocks.size(); ++b) {
        const retrieval::MarkdownBlock &block = blocks.at(b);
        using Kind = retrieval::MarkdownBlock::Kind;
        if (block.kind == Kind::Table) {
            // A table with a formula column: each row's first cell names what its formula gives.
            qsizetype formulaColumn = -1;
            static const QRegularExpression formulaHeader(QStringLiteral("^\\s*(?:formula|calculation|computed as|definition|how calculated)\\s*$"), kCi);
            for (qsizetype h = 1; h < block.header.size(); ++h)
                if (formulaHeader.match(withoutEmphasis(block.header.at(h))).hasMatch())
                    formulaColumn = h;
            if (formulaColumn < 0)
                continue;
            for (const QStringList &row : block.rows) {
                if (row.size() <= formulaColumn || !peopleSigns.match(row.at(formulaColumn)).hasMatch())
                    continue;
                const ProseOperators formula = operatorsOfProse(row.at(formulaColumn));
                if (!formula.formula.isEmpty())
                    out << definitionOf(row.at(0), formula, read.chunk, saysLegacy(row.join(QLatin1Char(' '))));
            }
            continue;
        }
        if (block.kind != Kind::Paragraph && block.kind != Kind::ListItem && block.kind != Kind::Code)
            continue;
        // "- = total Freight ÷ total Order Value × 100" under "1. **Freight Ratio (%)**".
        const QString text = block.text.simplified();
        if (block.kind == Kind::ListItem && text.startsWith(QLatin1Char('='))) {
            for (qsizetype p = b - 1; p >= 0; --p) {
                const retrieval::MarkdownBlock &parent = blocks.at(p);
                if (parent.kind != Kind::ListItem || parent.listDepth >= block.listDepth)
                    continue;
                const QString name = parent.leadingTerm().isEmpty() ? parent.text : parent.leadingTerm();
                const ProseOperators formula = operatorsOfProse(text.mid(1));
                if (!formula.formula.isEmpty() && name.split(QLatin1Char(' '), Qt::SkipEmptyParts).size() <= 6)
                    out << definitionOf(name, formula, read.chunk, false);
                break;
            }
            continue;
        }
        // "**Net sales**: the value of the goods ..., i.e. `UnitPrice × Quantity × (1 − Discount)`
        // summed over the order's lines": a term whose code is added up.
        static const QRegularExpression summedWords(QStringLiteral("\\b(?:summed|sum\\s+of|total\\s+of|added\\s+up)\\b"), kCi);
        if (block.kind != Kind::Code && !block.leadingTerm().isEmpty() && summedWords.match(text).hasMatch()) {
            for (const QString &code : block.inlineCode) {
                ProseOperators formula = operatorsOfProse(code);
                if (formula.formula.isEmpty() || code.contains(QLatin1Char('=')))
                    continue;
                formula.formula = QStringLiteral("SUM(%1)").arg(formula.formula);
                out << definitionOf(block.leadingTerm(), formula, read.chunk, false);
                break;
            }
        }
        // "Discount depth = 1 − (Net Revenue ÷ Gross Sales), shown as a percentage.": one
        // definition a line in code, one a paragraph or item in prose (it may wrap).
        for (const QString &line : block.kind == Kind::Code ? codeStatements(block.text) : QStringList{text}) {
            const QRegularExpressionMatch m = nameEquals.match(line);
            if (!m.hasMatch() || !peopleSigns.match(m.captured(2)).hasMatch() || m.captured(1).split(QLatin1Char(' '), Qt::SkipEmptyParts).size() > 6)
                continue;
            const ProseOperators formula = operatorsOfProse(m.captured(2));
            if (!formula.formula.isEmpty())
                out << definitionOf(m.captured(1), formula, read.chunk, false);
        }
    }
    return out;
}

} // namespace rac::planning
