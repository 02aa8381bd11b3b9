// SPDX-License-Identifier: MIT
//
// A measure said with one of its parts left out or kept in:
//   "revenue without discount", "sales before discounts", "ignoring the discount",
//   "gross sales"                       the part counts as zero: SUM(UnitPrice * Quantity * (1 - 0))
//   "revenue after discount", "sales including discounts", "net of discounts"
//                                       the measure as defined, which already takes the part in
// The part is a column inside the measure's formula; a column the measure does not use is left
// to the other passes ("products without units in stock" is a condition, not a variant).
#include "semantic/parse/InterpretationBuilder.h"

#include "semantic/SemanticModel.h"

namespace rac::semantic {

namespace {

const QStringList &leaveOutWords()
{
    static const QStringList words{QStringLiteral("without"), QStringLiteral("before"), QStringLiteral("excluding"),
                                   QStringLiteral("ignoring"), QStringLiteral("exclude"), QStringLiteral("ignore"),
                                   QStringLiteral("disregarding")};
    return words;
}

const QStringList &keepInWords()
{
    // Not "with": "revenue from orders with a discount" keeps only discounted lines.
    static const QStringList words{QStringLiteral("after"), QStringLiteral("including"), QStringLiteral("less"),
                                   QStringLiteral("minus"), QStringLiteral("of")};
    return words;
}

QString reference(const QString &table, const QString &column)
{
    return QLatin1Char('{') + table + QLatin1Char('.') + column + QLatin1Char('}');
}

} // namespace

void InterpretationBuilder::readMeasureVariants()
{
    if (!m_model)
        return;
    const QList<Token> &tokens = m_read.tokens;
    // The model measures the question names, with their evidence.
    QList<QPair<int, const Measure *>> named;
    for (int i = 0; i < count(); ++i)
        if (const LexEntry *m = m_ev[i].entry(LexEntry::Kind::Measure); m && !m_ev[i].entry(LexEntry::Kind::Column))
            if (const Measure *measure = m_model->measure(m->measureId))
                named.append({i, measure});
    if (named.isEmpty())
        return;
    for (int i = 0; i < count(); ++i) {
        const LexEntry *c = m_ev[i].used ? nullptr : pickColumn(i);
        if (!c || m_ev[i].entry(LexEntry::Kind::Measure))
            continue;
        const QString part = reference(c->table, c->column);
        // The word before the column, skipping "the"/"any": what is done with the part.
        int before = m_ev[i].first - 1;
        while (before >= 0 && (tokens.at(before).lower == QLatin1String("the") || tokens.at(before).lower == QLatin1String("any")))
            --before;
        const QString word = before >= 0 ? tokens.at(before).lower : QString();
        const bool leaveOut = leaveOutWords().contains(word);
        bool keepIn = keepInWords().contains(word);
        // "net of discounts": "of" keeps the part in only after "net".
        if (word == QLatin1String("of"))
            keepIn = before > 0 && tokens.at(before - 1).lower == QLatin1String("net");
        if (!leaveOut && !keepIn)
            continue;
        bool applied = false;
        for (const auto &[at, measure] : named) {
            // A measure the question defines itself ("(UnitPrice x Quantity) after discount") is
            // not the model's formula: where the part goes in it is not known, so it stays unread.
            if (!measure->expr.contains(part) || m_definedAt.contains(at) || m_definedMeasures.contains(measure->id))
                continue;
            if (leaveOut) {
                QString variant = measure->expr;
                variant.replace(part, QStringLiteral("0"));
                m_definedMeasures.insert(measure->id, Expr::templ(variant));
                // "revenue of lines without discount" could also mean only the undiscounted lines.
                m_out.ambiguous = true;
                m_out.notes << QStringLiteral("%1 without %2: %2 counted as zero on every row").arg(measure->label, c->column);
            }
            applied = true;
        }
        if (!applied)
            continue;
        // The evidence of the leading word, if it is one ("without", "before"), is part of the phrase.
        for (int k = 0; k < count(); ++k)
            if (!m_ev[k].used && m_ev[k].first <= before && m_ev[k].last >= before)
                use(k, leaveOut ? QStringLiteral("left out") : QStringLiteral("kept in"));
        m_explainedTokens << before;
        use(i, leaveOut ? QStringLiteral("%1 counted as zero in the measure").arg(c->column)
                        : QStringLiteral("%1 taken into the measure, as defined").arg(c->column));
    }
    // "gross sales": the measure before every fraction it applies (a discount rate).
    for (int i = 0; i < count(); ++i) {
        if (m_ev[i].first == 0 || tokens.at(m_ev[i].first - 1).lower != QLatin1String("gross"))
            continue;
        const LexEntry *m = m_ev[i].entry(LexEntry::Kind::Measure);
        const Measure *measure = m && m_model ? m_model->measure(m->measureId) : nullptr;
        if (!measure)
            continue;
        QString variant = measure->expr;
        bool changed = false;
        for (const sql::Table &t : m_lex.schema().tables)
            for (const sql::Column &col : t.columns)
                if (m_lex.isFraction(t.name, col.name) && variant.contains(reference(t.name, col.name))) {
                    variant.replace(reference(t.name, col.name), QStringLiteral("0"));
                    changed = true;
                }
        if (!changed)
            continue;
        m_definedMeasures.insert(measure->id, Expr::templ(variant));
        m_explainedTokens << m_ev[i].first - 1;
        m_out.notes << QStringLiteral("gross %1: before discounts").arg(measure->label);
    }
}

} // namespace rac::semantic
