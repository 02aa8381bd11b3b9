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

#include <QRegularExpression>

namespace rac::semantic {

namespace {

const QStringList &leaveOutWords()
{
    static const QStringList words{QStringLiteral("without"), QStringLiteral("before"), QStringLiteral("excluding"),
                                   QStringLiteral("ignoring"), QStringLiteral("exclude"), QStringLiteral("ignore"),
                                   QStringLiteral("disregarding")};
    return words;
}

// Verbs of taking a part in, which a negation before them turns into leaving it out:
// "don't include freight", "not including discounts", "without applying the discount".
const QStringList &takeInVerbs()
{
    static const QStringList words{QStringLiteral("include"), QStringLiteral("including"), QStringLiteral("count"),
                                   QStringLiteral("counting"), QStringLiteral("consider"), QStringLiteral("considering"),
                                   QStringLiteral("apply"), QStringLiteral("applying"), QStringLiteral("worry"),
                                   QStringLiteral("factor"), QStringLiteral("factoring")};
    return words;
}

bool negates(const QString &word)
{
    return word == QLatin1String("not") || word == QLatin1String("dont") || word == QLatin1String("no")
        || word == QLatin1String("without") || word == QLatin1String("never");
}

const QStringList &keepInWords()
{
    // Not "with": "revenue from orders with a discount" keeps only discounted lines.
    static const QStringList words{QStringLiteral("after"), QStringLiteral("including"), QStringLiteral("less"),
                                   QStringLiteral("minus"), QStringLiteral("of"), QStringLiteral("deducting"),
                                   QStringLiteral("subtracting"), QStringLiteral("applying")};
    return words;
}

// Words after a part that say it is taken off ("discount deducted", "with the discount applied").
const QStringList &takenOffAfterWords()
{
    // (Not "removed", "included": "with the discount removed" may leave it out, "discount
    // included" reads either way.)
    static const QStringList words{QStringLiteral("deducted"), QStringLiteral("applied"), QStringLiteral("subtracted")};
    return words;
}

QString reference(const QString &table, const QString &column)
{
    return QLatin1Char('{') + table + QLatin1Char('.') + column + QLatin1Char('}');
}

} // namespace

// The amount with a rate of its own rows taken off: SUM(UnitPrice * Quantity) -> SUM(UnitPrice *
// Quantity * (1 - Discount)). Only an amount of the rate's own table; none when it is no
// product or sum of such.
std::optional<Expr> fractionTakenOff(const Expr &amount, const Expr &rate)
{
    if (amount.kind == Expr::Kind::Aggregate) {
        if (amount.text != QLatin1String("SUM") || amount.args.size() != 1)
            return std::nullopt;
        std::optional<Expr> inside = fractionTakenOff(amount.args.front(), rate);
        if (!inside)
            return std::nullopt;
        return Expr::agg(QStringLiteral("SUM"), {*inside}, amount.distinct);
    }
    if (amount.kind == Expr::Kind::Template) {
        // "SUM({Order Details.UnitPrice} * {Order Details.Quantity})", every reference of the rate's table.
        const QString text = amount.text.trimmed();
        static const QRegularExpression referenceRe(QStringLiteral("\\{([^.{}]+)\\.[^{}]+\\}"));
        bool ownTable = text.contains(QLatin1Char('{'));
        for (auto it = referenceRe.globalMatch(text); it.hasNext();)
            ownTable &= it.next().captured(1) == rate.table;
        // (Only one plain SUM of a product: "SUM(a * b)", no other brackets.)
        const bool oneSum = text.startsWith(QLatin1String("SUM("), Qt::CaseInsensitive) && text.endsWith(QLatin1Char(')'))
            && text.count(QLatin1Char('(')) == 1 && text.count(QLatin1Char(')')) == 1 && text.contains(QLatin1Char('*'));
        if (!ownTable || !oneSum)
            return std::nullopt;
        const QString inner = text.mid(4, text.size() - 5);
        return Expr::templ(QStringLiteral("SUM((%1) * (1 - %2))").arg(inner, reference(rate.table, rate.column)));
    }
    const auto tables = amount.tables();
    if (amount.kind != Expr::Kind::Arith || amount.text != QLatin1String("*") || tables.size() != 1 || tables.front() != rate.table)
        return std::nullopt;
    return Expr::arith(QStringLiteral("*"), amount, Expr::arith(QStringLiteral("-"), Expr::num(1), rate));
}

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
    // (And an amount the question spells out with no measure's name: "the total of unit price
    // times quantity, less discount".)
    for (auto it = m_definedAt.cbegin(); it != m_definedAt.cend(); ++it)
        if (std::none_of(named.cbegin(), named.cend(), [&it](const auto &n) { return n.first == it.key(); }))
            named.append({it.key(), nullptr});
    if (named.isEmpty())
        return;
    for (int i = 0; i < count(); ++i) {
        const LexEntry *c = m_ev[i].used ? nullptr : pickColumn(i);
        if (!c || m_ev[i].entry(LexEntry::Kind::Measure))
            continue;
        // "not counting prices above 100", "ignoring freights of 10 or less": a bound said of the
        // column leaves rows out, not a part of the figure (read as a part, the bound was kept, at 0.9).
        if (boundSaidOf(i))
            continue;
        const QString part = reference(c->table, c->column);
        // The word before the column, skipping "the"/"any"/"about": what is done with the part.
        int before = m_ev[i].first - 1;
        while (before >= 0 && (tokens.at(before).lower == QLatin1String("the") || tokens.at(before).lower == QLatin1String("any")
                               || tokens.at(before).lower == QLatin1String("about") || tokens.at(before).lower == QLatin1String("for")))
            --before;
        const QString word = before >= 0 ? tokens.at(before).lower : QString();
        bool leaveOut = leaveOutWords().contains(word);
        bool keepIn = keepInWords().contains(word);
        // "don't include freight", "not including discounts": a negated verb of taking in; the
        // phrase starts at the negation ("do not" included).
        int phraseStart = before;
        if (takeInVerbs().contains(word) && before > 0 && negates(tokens.at(before - 1).lower)) {
            leaveOut = true;
            keepIn = false;
            phraseStart = before - 1;
            if (phraseStart > 0 && tokens.at(phraseStart).lower == QLatin1String("not") && tokens.at(phraseStart - 1).lower == QLatin1String("do"))
                --phraseStart;
        }
        // "net of discounts": "of" keeps the part in only after "net"; "regardless of discounts"
        // leaves it out.
        if (word == QLatin1String("of")) {
            keepIn = before > 0 && tokens.at(before - 1).lower == QLatin1String("net");
            leaveOut = before > 0 && tokens.at(before - 1).lower == QLatin1String("regardless");
            if (leaveOut || keepIn)
                phraseStart = before - 1;   // "net of", "regardless of": both words lead
        }
        // "price times quantity with the discount deducted", "discount applied": said after it.
        int saidAfterEnd = -1;
        // ("with no discount applied": a negation before the part says the rows have none.)
        const bool deniedBefore = negates(word) || word == QLatin1String("zero");
        // ("(discount not applied)": the part said to be left out, after it.)
        bool leftOutAfter = false;
        if (!leaveOut && !keepIn && !deniedBefore && !m_ev[i].used && tokens.value(m_ev[i].last + 1).lower == QLatin1String("not")
            && takenOffAfterWords().contains(tokens.value(m_ev[i].last + 2).lower)) {
            saidAfterEnd = m_ev[i].last + 2;
            leaveOut = leftOutAfter = true;
            phraseStart = m_ev[i].first;
            before = m_ev[i].first - 1;
        }
        if (!leaveOut && !deniedBefore && !m_ev[i].used) {
            const int next = m_ev[i].last + 1;
            if (takenOffAfterWords().contains(tokens.value(next).lower))
                saidAfterEnd = next;
            else if (tokens.value(next).lower == QLatin1String("taken") && tokens.value(next + 1).lower == QLatin1String("off"))
                saidAfterEnd = next + 1;
            if (saidAfterEnd >= 0) {
                keepIn = true;
                // ("with the discount applied": the "with" belongs to the phrase, no condition.)
                phraseStart = word == QLatin1String("with") ? before : m_ev[i].first;
                if (word != QLatin1String("with"))
                    before = m_ev[i].first - 1;
            }
        }
        if (!leaveOut && !keepIn)
            continue;
        // Said as an instruction ("excluding", "don't include"), leaving out a part the measure
        // never had ("revenue ... excluding freight") only confirms the measure; "without" may be
        // a condition on the rows instead ("revenue from products without stock"), so not then.
        const bool instruction = leftOutAfter || (leaveOut && phraseStart < before) ? true
            : leaveOut && (word == QLatin1String("excluding") || word == QLatin1String("exclude") || word == QLatin1String("ignoring")
                           || word == QLatin1String("ignore") || word == QLatin1String("disregarding")
                           // ("before discount" is never a condition on the rows: no row comes before its discount.)
                           || word == QLatin1String("before"));
        bool applied = false, confirmed = false;
        for (const auto &[at, measure] : named) {
            // "the sum of unit price * quantity, don't worry about discount": a formula the question
            // spells out without the part leaves it out already.
            const bool defined = m_definedAt.contains(at) || (measure && m_definedMeasures.contains(measure->id));
            const Expr definition = m_definedAt.contains(at) ? m_definedAt.value(at) : measure ? m_definedMeasures.value(measure->id) : Expr();
            const QString label = measure ? measure->label : QStringLiteral("the amount");
            const bool definedWithout = defined && !definition.columns().contains({c->table, c->column});
            if (!defined && !measure)
                continue;
            const bool without = defined ? definedWithout : !measure->expr.contains(part);
            if (without && instruction && m_lex.kindOf(c->table, c->column) == ColumnKind::Number
                && (!m_definedAt.contains(at) || definedWithout)) {
                m_out.notes << QStringLiteral("%1 does not include %2; nothing to leave out").arg(label, c->column);
                confirmed = true;
                continue;
            }
            // "unit price × quantity, after discount": a rate of the same rows taken off the
            // amount the question spells out (a rate is a fraction of what it applies to).
            // ("less discount", "minus the discount", "discount deducted": a fraction is no amount to
            // subtract, so it is the rate taken off.)
            static const QStringList takeOff{QStringLiteral("after"), QStringLiteral("less"), QStringLiteral("minus"),
                                             QStringLiteral("deducting"), QStringLiteral("subtracting"), QStringLiteral("applying")};
            const bool takenOff = saidAfterEnd >= 0 || takeOff.contains(word) || (word == QLatin1String("of") && keepIn);
            if (keepIn && definedWithout && takenOff && m_lex.isFraction(c->table, c->column)) {
                std::optional<Expr> taken = fractionTakenOff(definition, Expr::col(c->table, c->column));
                if (taken) {
                    if (m_definedAt.contains(at))
                        m_definedAt.insert(at, *taken);
                    else
                        m_definedMeasures.insert(measure->id, *taken);
                    m_out.notes << QStringLiteral("%1 after %2: the amount times (1 - %2)").arg(label, c->column);
                    applied = true;
                    continue;
                }
            }
            // A measure the question defines itself ("(UnitPrice x Quantity) after discount") is
            // not the model's formula: where the part goes in it is not known, so it stays unread.
            if (!measure || !measure->expr.contains(part) || m_definedAt.contains(at) || m_definedMeasures.contains(measure->id))
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
        if (!applied && !confirmed)
            continue;
        // The evidence of the leading words, if they are any ("without", "before", "not including"),
        // is part of the phrase.
        for (int k = 0; k < count(); ++k)
            if (!m_ev[k].used && m_ev[k].first <= before && m_ev[k].last >= phraseStart)
                use(k, leaveOut ? QStringLiteral("left out") : QStringLiteral("kept in"));
        for (int t = std::max(0, phraseStart); t <= before; ++t)
            m_explainedTokens << t;
        for (int t = m_ev[i].last + 1; t <= saidAfterEnd; ++t) {
            m_explainedTokens << t;
            for (int k = 0; k < count(); ++k)
                if (!m_ev[k].used && m_ev[k].first <= t && t <= m_ev[k].last)
                    use(k, leftOutAfter ? QStringLiteral("left out") : QStringLiteral("taken off"));
        }
        use(i, !applied   ? QStringLiteral("%1 is no part of the measure").arg(c->column)
               : leaveOut ? QStringLiteral("%1 counted as zero in the measure").arg(c->column)
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
