// SPDX-License-Identifier: MIT
#include "semantic/FormulaCompiler.h"

#include "semantic/SemanticModel.h"

#include <QRegularExpression>
#include <QSet>

#include <algorithm>

namespace rac::semantic {
namespace {

const QSet<QString> &sqlWords()
{
    static const QSet<QString> words = {
        QStringLiteral("sum"), QStringLiteral("count"), QStringLiteral("avg"), QStringLiteral("min"),
        QStringLiteral("max"), QStringLiteral("distinct"), QStringLiteral("as"), QStringLiteral("and"),
        QStringLiteral("or"), QStringLiteral("not"), QStringLiteral("case"), QStringLiteral("when"),
        QStringLiteral("then"), QStringLiteral("else"), QStringLiteral("end"), QStringLiteral("null"),
        QStringLiteral("coalesce"), QStringLiteral("ifnull"), QStringLiteral("nullif"), QStringLiteral("round"),
        QStringLiteral("abs"), QStringLiteral("cast"), QStringLiteral("real"), QStringLiteral("integer"),
        QStringLiteral("is"), QStringLiteral("in"), QStringLiteral("total")};
    return words;
}

} // namespace

FormulaCompiler::FormulaCompiler(const sql::Schema &schema, QStringList preferredTables,
                                 QList<NamedFormula> definitions)
    : m_schema(schema), m_preferredTables(std::move(preferredTables)), m_definitions(std::move(definitions))
{
}

QString FormulaCompiler::expand(const QString &formula, const QString &selfName, int depth) const
{
    if (depth > 5)
        return formula;
    // Longest names first, so "Gross Revenue" is replaced before "Revenue".
    QList<QPair<QString, const NamedFormula *>> names;
    for (const NamedFormula &d : m_definitions) {
        if (d.name.compare(selfName, Qt::CaseInsensitive) == 0)
            continue;
        names.append({d.name, &d});
        for (const QString &a : d.aliases)
            names.append({a, &d});
    }
    std::sort(names.begin(), names.end(), [](const auto &a, const auto &b) { return a.first.size() > b.first.size(); });
    QString out = formula;
    for (const auto &[name, def] : names) {
        // A name followed by "(" is a function call, never a definition.
        const QRegularExpression re(QStringLiteral("(?<![\\w.\"])") + QRegularExpression::escape(name)
                                        + QStringLiteral("(?![\\w\"])(?!\\s*\\()"),
                                    QRegularExpression::CaseInsensitiveOption);
        if (!re.match(out).hasMatch())
            continue;
        const QString replacement = QLatin1Char('(') + expand(def->formula, def->name, depth + 1) + QLatin1Char(')');
        out.replace(re, replacement);
    }
    return out;
}

std::optional<QString> FormulaCompiler::compile(const QString &formula, const QString &selfName, QString *why) const
{
    QString expanded = expand(formula, selfName);
    // Ratios of integers must not truncate.
    expanded.replace(QRegularExpression(QStringLiteral("\\s*/\\s*")), QStringLiteral(" * 1.0 / "));

    static const QRegularExpression token(
        QStringLiteral("\"([^\"]+)\"\\.([A-Za-z_]\\w*)|\\b([A-Za-z_]\\w*)\\.([A-Za-z_]\\w*)|\\b([A-Za-z_]\\w*)\\b(?!\\s*\\()"));
    // First pass: which tables do unambiguous columns pin down?
    struct Ref {
        qsizetype start, length;
        QString table, column;
        QStringList candidates;
    };
    QList<Ref> refs;
    auto it = token.globalMatch(expanded);
    while (it.hasNext()) {
        const QRegularExpressionMatch m = it.next();
        Ref r{m.capturedStart(), m.capturedLength(), {}, {}, {}};
        if (m.hasCaptured(1) || m.hasCaptured(3)) {
            const QString table = m.hasCaptured(1) ? m.captured(1) : m.captured(3);
            const QString column = m.hasCaptured(1) ? m.captured(2) : m.captured(4);
            const sql::Table *t = m_schema.table(table);
            if (!t || !t->column(column)) {
                if (why)
                    *why = QStringLiteral("unknown column %1.%2").arg(table, column);
                return std::nullopt;
            }
            r.table = t->name;
            r.column = t->column(column)->name;
        } else {
            const QString word = m.captured(5);
            if (sqlWords().contains(word.toLower()))
                continue;
            for (const QString &tableName : m_preferredTables) {
                const sql::Table *t = m_schema.table(tableName);
                if (t && t->column(word)) {
                    r.candidates << t->name;
                    r.column = t->column(word)->name;
                }
            }
            if (r.candidates.isEmpty()) {
                if (why)
                    *why = QStringLiteral("no column named %1").arg(word);
                return std::nullopt;
            }
        }
        refs << r;
    }
    QStringList pinned;
    for (const Ref &r : refs) {
        const QString t = !r.table.isEmpty() ? r.table : (r.candidates.size() == 1 ? r.candidates.first() : QString());
        if (!t.isEmpty() && !pinned.contains(t))
            pinned << t;
    }
    for (Ref &r : refs) {
        if (!r.table.isEmpty())
            continue;
        r.table = r.candidates.first();
        for (const QString &c : r.candidates) {
            if (pinned.contains(c)) {
                r.table = c;
                break;
            }
        }
    }
    // Replace from the end so earlier offsets stay valid.
    for (auto r = refs.crbegin(); r != refs.crend(); ++r)
        expanded.replace(r->start, r->length, columnRef(r->table, r->column));
    return expanded.simplified();
}

} // namespace rac::semantic
