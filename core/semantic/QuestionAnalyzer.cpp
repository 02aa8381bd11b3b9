// SPDX-License-Identifier: MIT
#include "semantic/QuestionAnalyzer.h"

#include "common/TextUtil.h"

#include <QRegularExpression>
#include <QSet>

#include <algorithm>

namespace rac::semantic {
namespace {

using answer::FormatHint;
using answer::ScalarType;

struct Hit {
    qsizetype start = -1;
    qsizetype length = 0;
};

// Whole-phrase, case-insensitive search; spaces in the phrase match any run of
// spaces or hyphens so "units-sold" finds "units sold".
Hit findPhrase(const QString &text, const QString &phrase, qsizetype from = 0)
{
    // Most phrases (hundreds of database values and synonyms) are not in the
    // question at all: a plain substring test rules them out before paying
    // for a regular expression.
    const QString lower = phrase.toLower();
    if (!text.contains(lower)) {
        QString hyphenated = lower;
        hyphenated.replace(QLatin1Char(' '), QLatin1Char('-'));
        if (hyphenated == lower || !text.contains(hyphenated))
            return {};
    }
    QString pattern = QRegularExpression::escape(lower);
    pattern.replace(QStringLiteral("\\ "), QStringLiteral("[\\s-]+"));
    const QRegularExpression re(QStringLiteral("(?<![\\w])") + pattern + QStringLiteral("(?![\\w])"));
    const QRegularExpressionMatch m = re.match(text, from);
    if (!m.hasMatch())
        return {};
    return {m.capturedStart(), m.capturedLength()};
}

void blank(QString &text, const Hit &hit)
{
    for (qsizetype i = hit.start; i < hit.start + hit.length && i < text.size(); ++i)
        text[i] = QLatin1Char(' ');
}

// Alternative spellings of common country values, so "US" finds "USA".
QStringList aliasesOf(const QString &value)
{
    const QString v = value.toLower();
    if (v == QLatin1String("usa"))
        return {QStringLiteral("us"), QStringLiteral("u.s."), QStringLiteral("united states"), QStringLiteral("america"),
                QStringLiteral("u.s.a.")};
    if (v == QLatin1String("uk"))
        return {QStringLiteral("united kingdom"), QStringLiteral("britain"), QStringLiteral("great britain"),
                QStringLiteral("england"), QStringLiteral("u.k.")};
    return {};
}

int numberWord(const QString &w)
{
    static const QStringList words = {QStringLiteral("zero"), QStringLiteral("one"),   QStringLiteral("two"),
                                      QStringLiteral("three"), QStringLiteral("four"), QStringLiteral("five"),
                                      QStringLiteral("six"),  QStringLiteral("seven"), QStringLiteral("eight"),
                                      QStringLiteral("nine"), QStringLiteral("ten"),   QStringLiteral("eleven"),
                                      QStringLiteral("twelve")};
    bool ok = false;
    const int n = w.toInt(&ok);
    if (ok)
        return n;
    return int(words.indexOf(w.toLower()));
}

bool hintWantsOneRow(const FormatHint &hint) { return hint.isObject() || hint.isScalar(); }

// The words of a hint key: "unit_price" -> "unit price".
QString keyWords(const QString &key) { return text::splitIdentifier(key); }

} // namespace

QString QuestionAnalyzer::correctTypos(const QString &text) const
{
    // The words that name measures and dimensions; a question word one edit
    // away from one of them ("revnue", "custmer") is taken to mean it.
    QSet<QString> vocabulary;
    for (const Measure &m : m_model.measures()) {
        for (const QString &s : m.synonyms)
            for (const QString &w : text::words(s))
                vocabulary.insert(w);
    }
    for (const Dimension &d : m_model.dimensions()) {
        for (const QString &s : d.synonyms)
            for (const QString &w : text::words(s))
                vocabulary.insert(w);
    }
    // Six letters or more: shorter words are too often real words a letter apart ("spend"/"spent").
    static const QRegularExpression word(QStringLiteral("[a-z]{6,}"));
    QString out = text;
    auto it = word.globalMatch(text);
    QList<QPair<QRegularExpressionMatch, QString>> fixes;
    while (it.hasNext()) {
        const QRegularExpressionMatch m = it.next();
        const QString w = m.captured(0);
        if (vocabulary.contains(w) || vocabulary.contains(text::stem(w)))
            continue;
        const int allowed = w.size() >= 8 ? 2 : 1;
        QString best;
        int bestDistance = allowed + 1;
        bool tie = false;
        for (const QString &v : vocabulary) {
            if (v.size() < 4 || v.at(0) != w.at(0) || std::abs(int(v.size()) - int(w.size())) > allowed)
                continue;
            const int d = text::editDistance(w, v);
            if (d < bestDistance) {
                bestDistance = d;
                best = v;
                tie = false;
            } else if (d == bestDistance && v != best) {
                tie = true;
            }
        }
        if (!best.isEmpty() && !tie && bestDistance <= allowed)
            fixes.append({m, best});
    }
    for (auto f = fixes.crbegin(); f != fixes.crend(); ++f)
        out.replace(f->first.capturedStart(), f->first.capturedLength(), f->second);
    return out;
}

Intent QuestionAnalyzer::analyze(const QString &question, const planning::Plan &plan, const FormatHint &hint) const
{
    Intent intent;
    intent.periods = plan.periods;
    QString text = text::normalized(plan.residualQuestion.isEmpty() ? question : plan.residualQuestion);
    // "70% of UnitPrice" is a cost assumption, not a share question.
    text.replace(QRegularExpression(QStringLiteral("\\d+(\\.\\d+)?\\s*(%|percent)\\s+of\\s+(the\\s+)?[a-z ]*price")),
                 QStringLiteral(" "));

    text = correctTypos(text);

    // Category sets the documents define: a reporting group, a campaign's scope.
    for (const QStringList &categories : {plan.groupCategories, plan.campaignCategories, plan.setCategories}) {
        if (categories.isEmpty())
            continue;
        for (const Dimension &d : m_model.dimensions()) {
            if (d.kind == Dimension::Kind::Entity && d.label == QLatin1String("category")) {
                Filter f;
                f.dimensionId = d.id;
                f.values = categories;
                f.origin = QStringLiteral("documents");
                intent.filters << f;
                break;
            }
        }
    }
    addDefinedConditions(plan, intent);
    findValueFilters(text, question, intent);
    findFlagFilters(text, intent);
    findComparisons(text, intent);
    findMeasures(text, plan, hint, intent);
    findGrouping(text, hint, intent);
    findRanking(text, hint, intent);
    decideShape(text, hint, intent);
    findThresholdCount(text, intent);
    findUnsupportedStatistic(text, intent);
    checkAnswerability(question, intent);
    return intent;
}

void QuestionAnalyzer::findUnsupportedStatistic(const QString &text, Intent &intent) const
{
    // Statistics SQL can express but this compiler does not: answering with the
    // plain aggregate instead ("median freight" as SUM(Freight)) would be a wrong
    // number given with confidence, so the rules decline and say which statistic.
    static const QRegularExpression statistic(QStringLiteral(
        "\\b(median|percentiles?|quartiles?|standard deviation|std\\.? ?dev|stdev|variance|correlation|"
        "moving average|rolling average|running total|cumulative)\\b"));
    const QRegularExpressionMatch m = statistic.match(text);
    if (!m.hasMatch())
        return;
    intent.unsupportedStatistic = m.captured(1);
    intent.unanswerable = QStringLiteral("the rule engine cannot compute \"%1\" (a language model can, when one is configured)")
                              .arg(intent.unsupportedStatistic);
}

void QuestionAnalyzer::findValueFilters(QString &text, const QString &asked, Intent &intent) const
{
    // A short code ("OR", "WA", "UK") names its value only when the question writes it in
    // capitals: "shipped late or to France" is no Oregon (it was, at 0.85).
    const auto writtenAsCode = [&asked](const QString &value) {
        const QRegularExpression code(QStringLiteral("(?<![\\w])%1(?![\\w])").arg(QRegularExpression::escape(value.toUpper())));
        return code.match(asked).hasMatch();
    };
    struct Candidate {
        QString value;       // as the database spells it
        QString spelling;    // as the question may spell it
        const Dimension *dimension;
    };
    QList<Candidate> candidates;
    for (const Dimension &d : m_model.dimensions()) {
        if (d.kind != Dimension::Kind::Entity && d.kind != Dimension::Kind::Attribute)
            continue;
        for (const QString &v : d.values) {
            if (v.trimmed().size() < 2)
                continue;
            candidates.append({v, text::normalized(v), &d});
            for (const QString &alias : aliasesOf(v))
                candidates.append({v, alias, &d});
        }
    }
    // Longest spelling first: "Dairy Products" before "Dairy"; ties prefer the higher-priority dimension.
    std::stable_sort(candidates.begin(), candidates.end(), [](const Candidate &a, const Candidate &b) {
        if (a.spelling.size() != b.spelling.size())
            return a.spelling.size() > b.spelling.size();
        return a.dimension->priority > b.dimension->priority;
    });
    static const QRegularExpression negation(QStringLiteral("(excluding|except|other than|not|without|apart from|besides|"
                                                            "outside|non)[\\s-]+(the\\s+)?$"));
    for (const Candidate &c : candidates) {
        const Hit hit = findPhrase(text, c.spelling);
        if (hit.start < 0)
            continue;
        if (c.spelling.size() <= 3 && c.spelling == text::normalized(c.value) && !writtenAsCode(c.value))
            continue;
        // Several dimensions may hold the value (a country of customers, suppliers,
        // ship-to); a qualifier in the question picks one, else the priority does.
        const Dimension *chosen = c.dimension;
        for (const Candidate &other : candidates) {
            if (other.spelling != c.spelling || other.dimension == c.dimension)
                continue;
            const Dimension *owner = m_model.dimension(other.dimension->table);
            if (owner && std::any_of(owner->synonyms.cbegin(), owner->synonyms.cend(),
                                     [&text](const QString &s) { return findPhrase(text, s).start >= 0; })
                && other.dimension->kind == c.dimension->kind) {
                chosen = other.dimension;
            }
        }
        Filter f;
        f.dimensionId = chosen->id;
        f.values = {c.value};
        f.exclude = negation.match(text.left(hit.start)).hasMatch();
        f.origin = QStringLiteral("question");
        bool merged = false;
        for (Filter &existing : intent.filters) {
            if (existing.dimensionId == f.dimensionId && existing.exclude == f.exclude && existing.origin == f.origin) {
                if (!existing.values.contains(c.value))
                    existing.values << c.value;
                merged = true;
            }
        }
        if (!merged)
            intent.filters << f;
        blank(text, hit);
        // "the Beverages category": the dimension word belongs to the filter, not to a grouping.
        const Dimension *entity = m_model.dimension(chosen->table);
        QStringList words = chosen->synonyms;
        if (entity && chosen->kind == Dimension::Kind::Entity)
            words = entity->synonyms;
        for (const QString &s : words) {
            const Hit after = findPhrase(text, s, hit.start + hit.length);
            if (after.start >= 0 && after.start - (hit.start + hit.length) <= 2)
                blank(text, after);
            const QString before = text.left(hit.start);
            const Hit prior = findPhrase(before, s, std::max<qsizetype>(0, hit.start - s.size() - 6));
            if (prior.start >= 0 && hit.start - (prior.start + prior.length) <= 5)
                blank(text, prior);
        }
    }
}

void QuestionAnalyzer::addDefinedConditions(const planning::Plan &plan, Intent &intent) const
{
    // A defined term ("late": ShippedDate later than RequiredDate) becomes a comparison on
    // the table that holds its column, preferably the table its entity word names.
    for (const planning::ConditionDefinition &c : plan.conditions) {
        const sql::Table *home = nullptr;
        for (const Dimension &d : m_model.dimensions()) {
            const sql::Table *t = m_model.schema().table(d.table);
            if (d.kind != Dimension::Kind::Entity || !t || !t->column(c.lhs))
                continue;
            if (!home || d.synonyms.contains(c.entity) || d.synonyms.contains(c.entity + QLatin1Char('s')))
                home = t;
        }
        if (!home)
            continue;
        Filter f;
        f.kind = Filter::Kind::Compare;
        f.dimensionId = home->name;
        f.op = c.op;
        f.origin = c.chunkId;
        f.lhs = columnRef(home->name, home->column(c.lhs)->name);
        const sql::Column *rhsColumn = home->column(c.rhs);
        f.rhs = rhsColumn ? columnRef(home->name, rhsColumn->name) : c.rhs;
        f.dates = home->column(c.lhs)->isDateType() || c.lhs.contains(QLatin1String("Date"), Qt::CaseInsensitive);
        intent.filters << f;
    }
}

void QuestionAnalyzer::findFlagFilters(QString &text, Intent &intent) const
{
    for (const Dimension &d : m_model.dimensions()) {
        if (d.kind != Dimension::Kind::Flag)
            continue;
        const Hit hit = findPhrase(text, d.label);
        if (hit.start < 0)
            continue;
        Filter f;
        f.kind = Filter::Kind::Flag;
        f.dimensionId = d.id;
        static const QRegularExpression negated(QStringLiteral("(not|non|never|n't)[\\s-]+(been\\s+|yet\\s+)?$"));
        // "(discontinued ones included)", "including discontinued": no filter at all.
        static const QRegularExpression included(QStringLiteral("^\\s*(ones|items|products)?\\s*(included|too|as well)"));
        static const QRegularExpression including(QStringLiteral("(including|incl\\.?|with)\\s+(the\\s+)?$"));
        if (included.match(text.mid(hit.start + hit.length)).hasMatch() || including.match(text.left(hit.start)).hasMatch()) {
            blank(text, hit);
            continue;
        }
        f.flagValue = !negated.match(text.left(hit.start)).hasMatch();
        f.origin = QStringLiteral("question");
        intent.filters << f;
        blank(text, hit);
    }
}

void QuestionAnalyzer::findComparisons(QString &text, Intent &intent) const
{
    // Numeric columns of the entities, by the words of their names ("units in stock").
    struct NumericColumn {
        QString table, column, phrase;
    };
    QList<NumericColumn> columns;
    for (const Dimension &d : m_model.dimensions()) {
        if (d.kind != Dimension::Kind::Entity)
            continue;
        for (const sql::Column &c : m_model.schema().table(d.table)->columns) {
            if (c.isNumericType() && !c.primaryKey && !m_model.dimension(d.table + QLatin1Char('.') + c.name)
                && !QRegularExpression(QStringLiteral("(id|key)$"), QRegularExpression::CaseInsensitiveOption).match(c.name).hasMatch())
                columns.append({d.table, c.name, text::splitIdentifier(c.name)});
        }
    }
    std::sort(columns.begin(), columns.end(), [](const NumericColumn &a, const NumericColumn &b) { return a.phrase.size() > b.phrase.size(); });
    static const QRegularExpression comparator(
        QStringLiteral("\\b(below|under|less than|lower than|smaller than|fewer than|above|over|more than|greater than|"
                       "higher than|exceed(s|ing)?|at least|at most)\\s+(the\\s+|their\\s+|its\\s+|a\\s+|an\\s+)?"));
    auto it = comparator.globalMatch(text);
    QList<QRegularExpressionMatch> found;
    while (it.hasNext())
        found << it.next();
    for (auto m = found.crbegin(); m != found.crend(); ++m) {
        const QString word = m->captured(1);
        const bool less = word == QLatin1String("below") || word == QLatin1String("under") || word.startsWith(QLatin1String("less"))
            || word.startsWith(QLatin1String("lower")) || word.startsWith(QLatin1String("smaller"))
            || word.startsWith(QLatin1String("fewer")) || word == QLatin1String("at most");
        const QString op = word == QLatin1String("at least") ? QStringLiteral(">=")
            : word == QLatin1String("at most")               ? QStringLiteral("<=")
            : less                                           ? QStringLiteral("<")
                                                             : QStringLiteral(">");
        const QString after = text.mid(m->capturedEnd());
        // Right side: a column ("the reorder level") or a number ("500").
        Filter f;
        f.kind = Filter::Kind::Compare;
        f.op = op;
        f.origin = QStringLiteral("question");
        qsizetype end = m->capturedEnd();
        QString rightTable;
        const QRegularExpressionMatch number = QRegularExpression(QStringLiteral("^(\\d+(\\.\\d+)?)")).match(after);
        if (number.hasMatch()) {
            f.rhs = number.captured(1);
            end += number.capturedLength();
        } else {
            for (const NumericColumn &c : columns) {
                if (after.startsWith(c.phrase)) {
                    f.rhs = columnRef(c.table, c.column);
                    rightTable = c.table;
                    end += c.phrase.size();
                    break;
                }
            }
        }
        if (f.rhs.isEmpty())
            continue;
        // Left side: the column named just before ("units in stock under ..."), else, for a
        // column-to-column comparison, the table's stock-like column ("below their reorder level").
        const QString before = text.left(m->capturedStart()).trimmed();
        qsizetype start = m->capturedStart();
        for (const NumericColumn &c : columns) {
            const QRegularExpression tail(QRegularExpression::escape(c.phrase) + QStringLiteral("(\\s+(is|are|was|were))?$"));
            const QRegularExpressionMatch t = tail.match(before);
            if (t.hasMatch() && (rightTable.isEmpty() || c.table == rightTable)) {
                f.lhs = columnRef(c.table, c.column);
                f.dimensionId = c.table;
                start = t.capturedStart();
                break;
            }
        }
        if (f.lhs.isEmpty() && !rightTable.isEmpty()) {
            for (const NumericColumn &c : columns) {
                if (c.table == rightTable && QRegularExpression(QStringLiteral("stock|inventory|on ?hand")).match(c.phrase).hasMatch()) {
                    f.lhs = columnRef(c.table, c.column);
                    f.dimensionId = c.table;
                    break;
                }
            }
        }
        if (f.lhs.isEmpty())
            continue;
        const bool duplicate = std::any_of(intent.filters.cbegin(), intent.filters.cend(), [&f](const Filter &o) {
            return o.kind == Filter::Kind::Compare && o.lhs == f.lhs && o.op == f.op && o.rhs == f.rhs;
        });
        if (!duplicate)
            intent.filters << f;
        blank(text, {start, end - start});
    }
}

void QuestionAnalyzer::findMeasures(QString &text, const planning::Plan &plan, const FormatHint &hint,
                                    Intent &intent) const
{
    struct Match {
        Hit hit;
        const Measure *measure;
    };
    QList<Match> matches;
    QString work = text;
    // Longest synonym first across all measures, so "average order value" beats "order".
    QList<QPair<QString, const Measure *>> synonyms;
    for (const Measure &m : m_model.measures()) {
        for (const QString &s : m.synonyms)
            synonyms.append({s, &m});
    }
    std::stable_sort(synonyms.begin(), synonyms.end(), [](const auto &a, const auto &b) {
        if (a.first.size() != b.first.size())
            return a.first.size() > b.first.size();
        // Same phrase: the document's definition beats the built-in one; legacy loses unless asked for.
        return !a.second->sourceChunk.isEmpty() && b.second->sourceChunk.isEmpty();
    });
    for (const auto &[phrase, measure] : synonyms) {
        if (measure->legacy && !plan.preferLegacyKpi && !phrase.contains(QLatin1Char(' ')))
            continue;
        Hit hit = findPhrase(work, phrase);
        while (hit.start >= 0) {
            matches.append({hit, measure});
            blank(work, hit);
            hit = findPhrase(work, phrase);
        }
    }
    std::sort(matches.begin(), matches.end(), [](const Match &a, const Match &b) { return a.hit.start < b.hit.start; });
    for (const Match &m : matches) {
        if (!intent.measureIds.contains(m.measure->id))
            intent.measureIds << m.measure->id;
    }
    // "the most orders" names the measure; "which order" alone does not.
    if (intent.measureIds.size() > 1)
        intent.measureIds.removeAll(QStringLiteral("orders"));

    // The format hint's numeric fields name measures too ({customer:str, margin:float}).
    QStringList fromHint;
    for (const answer::HintField &f : hint.fields) {
        if (f.type != ScalarType::Int && f.type != ScalarType::Float)
            continue;
        const QString words = keyWords(f.key);
        for (const auto &[phrase, measure] : synonyms) {
            if (phrase == words || text::stem(phrase) == text::stem(words)) {
                if (!fromHint.contains(measure->id))
                    fromHint << measure->id;
                break;
            }
        }
    }
    // "the most customers", "fewest orders", {customers:int}: a count of that entity.
    if (intent.measureIds.isEmpty() && fromHint.isEmpty()) {
        QStringList countWords;
        for (const answer::HintField &f : hint.fields) {
            if (f.type == ScalarType::Int || f.type == ScalarType::Float)
                countWords << keyWords(f.key);
        }
        static const QRegularExpression ranked(QStringLiteral("\\b(most|fewest|least|more|fewer|highest number of|"
                                                              "largest number of|number of)\\s+([a-z]+)"));
        auto it = ranked.globalMatch(text);
        while (it.hasNext())
            countWords << it.next().captured(2);
        for (const QString &word : countWords) {
            for (const Dimension &d : m_model.dimensions()) {
                if (d.kind != Dimension::Kind::Entity || !word.endsWith(QLatin1Char('s')) || !d.synonyms.contains(word))
                    continue;
                const QString id = d.table == m_model.roles().orderTable ? QStringLiteral("orders")
                                                                           : QStringLiteral("count:") + d.table;
                if (m_model.measure(id) && !fromHint.contains(id))
                    fromHint << id;
            }
        }
    }
    if (intent.measureIds.isEmpty()) {
        intent.measureIds = fromHint;
    } else if (fromHint.size() > 1) {
        for (const QString &id : fromHint) {
            if (!intent.measureIds.contains(id))
                intent.measureIds << id;
        }
    }
    intent.mentionedMeasures = intent.measureIds;
    // The hint asks for N numbers: keep no more measures than that.
    int numericFields = 0;
    for (const answer::HintField &f : hint.fields) {
        // A number-typed key that names a dimension ({year:int}, {order:int}) is not a measure.
        bool namesDimension = false;
        for (const Dimension &d : m_model.dimensions())
            namesDimension |= (d.kind == Dimension::Kind::Time || d.kind == Dimension::Kind::Entity)
                && (d.label == keyWords(f.key) || d.synonyms.contains(keyWords(f.key)));
        if ((f.type == ScalarType::Int || f.type == ScalarType::Float) && !namesDimension)
            ++numericFields;
    }
    if (hint.isNumericScalar())
        numericFields = 1;
    if (numericFields > 0 && intent.measureIds.size() > numericFields)
        intent.measureIds = intent.measureIds.mid(0, numericFields);
    // "profit after tax", "revenue net of returns": an adjustment the database
    // cannot make. Only a word the schema does not know counts.
    static const QRegularExpression adjusted(QStringLiteral("^\\s*(after|before|net of|excluding|less|minus)\\s+([a-z]{3,})"));
    for (const Match &m : matches) {
        const QRegularExpressionMatch a = adjusted.match(text.mid(m.hit.start + m.hit.length));
        if (a.hasMatch() && !schemaKnows(a.captured(2)))
            intent.unanswerable = QStringLiteral("the database has nothing on \"%1 %2 %3\"")
                                      .arg(text.mid(m.hit.start, m.hit.length), a.captured(1), a.captured(2));
    }
    // Only the measures kept consume their words: "top 3 orders by revenue" leaves "orders"
    // for the grouping.
    for (const Match &m : matches) {
        if (intent.measureIds.contains(m.measure->id)
            || (intent.mentionedMeasures.contains(m.measure->id) && m.measure->id != QLatin1String("orders")))
            blank(text, m.hit);
    }
}

void QuestionAnalyzer::findThresholdCount(const QString &text, Intent &intent) const
{
    // "how many customers spent more than 5000", "orders with a value above 500": count the
    // entities whose own total passes the threshold. Column comparisons were consumed already.
    static const QRegularExpression threshold(QStringLiteral(
        "\\b(above|over|more than|greater than|at least|exceeding|exceeds|below|under|less than|fewer than|at most)\\s+"
        "\\$?(\\d+(?:[.,]\\d+)*)"));
    const QRegularExpressionMatch m = threshold.match(text);
    if (!m.hasMatch() || intent.shape != Intent::Shape::Aggregate || !intent.groupBy.isEmpty())
        return;
    QString countedTable;
    QString valueMeasure;
    // "customers with more than 20 orders": the measure named right after the number is
    // the value compared; the other counted thing is what gets counted.
    const QString after = text::words(text.mid(m.capturedEnd())).mid(0, 3).join(QLatin1Char(' '));
    // Longest name first, so "order lines" wins over "orders".
    int longest = 0;
    for (const Measure &measure : m_model.measures()) {
        if (measure.legacy)
            continue;
        QStringList names = measure.synonyms;   // named: a temporary in a range-for would dangle
        names << measure.label;
        // A count is also named by its entity alone: "more than 3 products".
        if (measure.id.startsWith(QLatin1String("count:")))
            if (const Dimension *entity = m_model.dimension(measure.entityTable))
                names << entity->synonyms;
        for (const QString &name : std::as_const(names)) {
            if (name.size() > longest && (after == name || after.startsWith(name + QLatin1Char(' ')))) {
                valueMeasure = measure.id;
                longest = int(name.size());
            }
        }
    }
    if (!valueMeasure.isEmpty() && !intent.mentionedMeasures.contains(valueMeasure))
        intent.mentionedMeasures << valueMeasure;
    for (const QString &id : intent.mentionedMeasures) {
        const Measure *measure = m_model.measure(id);
        if (!measure || id == valueMeasure)
            continue;
        if (id == QLatin1String("orders"))
            countedTable = m_model.roles().orderTable;
        else if (id.startsWith(QLatin1String("count:")))
            countedTable = measure->entityTable;
        else if (valueMeasure.isEmpty())
            valueMeasure = id;
    }
    // "a value of", "worth": the entity's revenue.
    if (valueMeasure.isEmpty() && QRegularExpression(QStringLiteral("\\b(value|worth|amount|size|total)\\b")).match(text).hasMatch())
        valueMeasure = QStringLiteral("revenue");
    if (countedTable.isEmpty() || valueMeasure.isEmpty() || !m_model.measure(valueMeasure) || !m_model.dimension(countedTable))
        return;
    const QString word = m.captured(1);
    const bool less = word == QLatin1String("below") || word == QLatin1String("under") || word.startsWith(QLatin1String("less"))
        || word.startsWith(QLatin1String("fewer")) || word == QLatin1String("at most");
    intent.shape = Intent::Shape::ThresholdCount;
    intent.groupBy = countedTable;
    intent.measureIds = {valueMeasure};
    intent.thresholdOp = word == QLatin1String("at least") ? QStringLiteral(">=")
        : word == QLatin1String("at most")                ? QStringLiteral("<=")
        : less                                            ? QStringLiteral("<")
                                                          : QStringLiteral(">");
    QString number = m.captured(2);
    intent.threshold = number.remove(QLatin1Char(',')).toDouble();
}

void QuestionAnalyzer::checkAnswerability(const QString &question, Intent &intent) const
{
    if (!intent.unanswerable.isEmpty() || intent.measureIds.isEmpty())
        return;
    const QString q = text::normalized(question);
    const bool countsEntities = intent.shape == Intent::Shape::ThresholdCount;
    // Concepts analysts often ask about that a sales database may or may not hold. Each
    // one counts only when this schema has no table or column of that name.
    static const QStringList concepts = {
        QStringLiteral("channel"), QStringLiteral("store"), QStringLiteral("branch"), QStringLiteral("warehouse"),
        QStringLiteral("outlet"), QStringLiteral("website"), QStringLiteral("online"), QStringLiteral("web"),
        QStringLiteral("platform"), QStringLiteral("device"), QStringLiteral("visit"), QStringLiteral("click"),
        QStringLiteral("impression"), QStringLiteral("rating"), QStringLiteral("score"), QStringLiteral("satisfaction"),
        QStringLiteral("complaint"), QStringLiteral("review"), QStringLiteral("budget"), QStringLiteral("target"),
        QStringLiteral("forecast"), QStringLiteral("quota"), QStringLiteral("tax"), QStringLiteral("vat"),
        QStringLiteral("salary"), QStringLiteral("wage"), QStringLiteral("payroll"), QStringLiteral("leave"),
        QStringLiteral("absence"), QStringLiteral("call"), QStringLiteral("meeting"), QStringLiteral("ticket"),
        QStringLiteral("transit"), QStringLiteral("spend"),
        QStringLiteral("advertising"), QStringLiteral("profit after"), QStringLiteral("net profit"),
        QStringLiteral("ebitda"), QStringLiteral("churn")};
    for (const QString &term : concepts) {
        const QRegularExpression re(QStringLiteral("\\b") + QRegularExpression::escape(term) + QStringLiteral("(s|es)?\\b"));
        if (!re.match(q).hasMatch())
            continue;
        if (schemaKnows(term.split(QLatin1Char(' ')).first()))
            continue;
        intent.unanswerable = QStringLiteral("the database holds no data on \"%1\"").arg(term);
        return;
    }
    // "How many" asks for a count and "how much" for an amount: a question whose only
    // measure is of the other kind is about something the database does not count.
    bool anyCount = false;
    bool anyAmount = false;
    for (const QString &id : intent.measureIds) {
        if (const Measure *m = m_model.measure(id)) {
            anyCount |= m->isCount;
            anyAmount |= !m->isCount;
        }
    }
    // "how many days/hours" asks for a quantity of time, which a duration measure gives.
    static const QRegularExpression howMany(
        QStringLiteral("\\bhow many\\b(?!\\s+(days|hours|weeks|months|years|times|percent)\\b)"));
    static const QRegularExpression howMuch(QStringLiteral("\\bhow much\\b"));
    if (howMany.match(q).hasMatch() && !anyCount && intent.shape != Intent::Shape::EntityList && !countsEntities)
        intent.unanswerable = QStringLiteral("the question asks how many, but nothing it names is counted in the database");
    else if (howMuch.match(q).hasMatch() && !anyAmount
             && !QRegularExpression(QStringLiteral("\\bhow much (more|less|higher|lower)\\b")).match(q).hasMatch())
        intent.unanswerable = QStringLiteral("the question asks how much, but nothing it names is an amount in the database");
}

bool QuestionAnalyzer::schemaKnows(const QString &word) const
{
    const QString stem = text::stem(word);
    for (const sql::Table &t : m_model.schema().tables) {
        if (text::stem(text::splitIdentifier(t.name)).contains(stem))
            return true;
        for (const sql::Column &c : t.columns) {
            for (const QString &w : text::words(text::splitIdentifier(c.name))) {
                if (text::stem(w) == stem)
                    return true;
            }
        }
    }
    for (const Measure &m : m_model.measures()) {
        for (const QString &s : m.synonyms) {
            for (const QString &w : text::words(s)) {
                if (text::stem(w) == stem)
                    return true;
            }
        }
    }
    return false;
}

void QuestionAnalyzer::findGrouping(QString &text, const FormatHint &hint, Intent &intent) const
{
    struct Mention {
        Hit hit;
        const Dimension *dimension;
    };
    QList<Mention> mentions;
    QString work = text;
    QList<QPair<QString, const Dimension *>> synonyms;
    for (const Dimension &d : m_model.dimensions()) {
        if (d.kind == Dimension::Kind::Flag)
            continue;
        for (const QString &s : d.synonyms)
            synonyms.append({s, &d});
    }
    std::stable_sort(synonyms.begin(), synonyms.end(), [](const auto &a, const auto &b) {
        if (a.first.size() != b.first.size())
            return a.first.size() > b.first.size();
        return a.second->priority > b.second->priority;
    });
    for (const auto &[phrase, dim] : synonyms) {
        const Hit hit = findPhrase(work, phrase);
        if (hit.start >= 0) {
            mentions.append({hit, dim});
            blank(work, hit);
        }
    }
    std::sort(mentions.begin(), mentions.end(), [](const Mention &a, const Mention &b) { return a.hit.start < b.hit.start; });

    // 1. The hint's text field names the grouping ({category:str, ...}).
    for (const answer::HintField &f : hint.fields) {
        if (f.type != ScalarType::Str)
            continue;
        const QString words = keyWords(f.key);
        for (const Mention &m : mentions) {
            if (m.dimension->synonyms.contains(words) || text::stem(m.dimension->label) == text::stem(words)) {
                intent.groupBy = m.dimension->id;
                return;
            }
        }
        for (const auto &[phrase, dim] : synonyms) {
            if (phrase == words || text::stem(phrase) == text::stem(words)) {
                intent.groupBy = dim->id;
                return;
            }
        }
    }
    // A number-typed key can still name a grouping: a time ({year:int, orders:int}) or an
    // entity shown by its number ({order:int, revenue:float}); the first key only.
    for (const answer::HintField &f : hint.fields.mid(0, 1)) {
        if (f.type == ScalarType::Str)
            continue;
        for (const Dimension &d : m_model.dimensions()) {
            const bool entityKey = d.kind == Dimension::Kind::Entity && d.label == keyWords(f.key);
            if ((d.kind == Dimension::Kind::Time && d.synonyms.contains(keyWords(f.key))) || entityKey) {
                intent.groupBy = d.id;
                return;
            }
        }
    }
    // 2. A mention in a grouping position: "by category", "per month", "which employee", "top 5 customers".
    // Right before the noun: "which employee", "by category", "per month", "each year".
    static const QRegularExpression adjacentGrouping(
        QStringLiteral("(\\bby|\\bper|\\beach|\\bevery|\\bacross|\\bwhich|\\bwhat|\\bwho|\\bfor\\s+each|\\bamong|"
                       "\\bbreakdown\\s+by|\\bsplit\\s+by|\\blist(\\s+the|\\s+all)?|\\bname\\s+the|\\brank(\\s+the)?|"
                       "\\b(which|what)\\s+(\\d+|one|two|three|four|five|six|seven|eight|nine|ten))\\s*$"));
    // A ranking word may stand a little further off: "top 3 selling products", "highest grossing customer".
    static const QRegularExpression rankingGrouping(
        QStringLiteral("(\\btop|\\bbottom|\\bbest|\\bworst|\\bhighest|\\blowest|\\bbiggest|\\blargest|\\bsmallest|"
                       "\\bleading|\\bcheapest|\\bpriciest|\\bmost expensive)(\\s+\\w+){0,2}\\s*$"));
    for (const Mention &m : mentions) {
        const QString before = text.left(m.hit.start);
        const bool timeAdjective = m.dimension->kind == Dimension::Kind::Time
            && (m.dimension->synonyms.indexOf(text.mid(m.hit.start, m.hit.length)) >= 0)
            && text.mid(m.hit.start, m.hit.length).endsWith(QLatin1String("ly"));
        const QString said = text.mid(m.hit.start, m.hit.length);
        const bool groupingPhrase = said.startsWith(QLatin1String("per ")) || said.startsWith(QLatin1String("each "));
        if (adjacentGrouping.match(before).hasMatch() || rankingGrouping.match(before).hasMatch() || timeAdjective
            || groupingPhrase) {
            intent.groupBy = m.dimension->id;
            return;
        }
    }
}

void QuestionAnalyzer::findRanking(const QString &text, const FormatHint &hint, Intent &intent) const
{
    static const QRegularExpression top(QStringLiteral("\\b(top|first|best|highest|leading|biggest|largest)[\\s-]*(\\d+|one|two|three|four|five|six|seven|eight|nine|ten|twelve)\\b"));
    static const QRegularExpression bottom(QStringLiteral("\\b(bottom|worst|lowest|last|least|smallest)[\\s-]*(\\d+|one|two|three|four|five|six|seven|eight|nine|ten|twelve)\\b"));
    static const QRegularExpression whichN(QStringLiteral("\\b(which|what|the|list)\\s+(\\d+|two|three|four|five|six|seven|eight|nine|ten|twelve)\\s+[a-z]"));
    static const QRegularExpression nBest(QStringLiteral("\\b(\\d+|two|three|four|five|six|seven|eight|nine|ten)\\s+(best|top|highest|biggest|largest|most|worst|lowest|least|cheapest|priciest)\\b"));
    static const QRegularExpression desc(QStringLiteral("\\b(top|best|highest|most|largest|biggest|greatest|leading|max(imum)?|strongest|star|number one|no\\.? ?1|priciest|most expensive)\\b"));
    static const QRegularExpression asc(QStringLiteral("\\b(bottom|worst|lowest|least|fewest|smallest|min(imum)?|weakest|slowest|cheapest)\\b"));

    QRegularExpressionMatch m = top.match(text);
    if (m.hasMatch()) {
        intent.ranked = true;
        intent.limit = numberWord(m.captured(2));
    } else if ((m = bottom.match(text)).hasMatch()) {
        intent.ranked = true;
        intent.ascending = true;
        intent.limit = numberWord(m.captured(2));
    } else if ((m = nBest.match(text)).hasMatch()) {
        intent.ranked = true;
        intent.limit = numberWord(m.captured(1));
        const QString w = m.captured(2);
        intent.ascending = w == QLatin1String("worst") || w == QLatin1String("lowest") || w == QLatin1String("least")
            || w == QLatin1String("cheapest");
    } else {
        const QRegularExpressionMatch d = desc.match(text);
        const QRegularExpressionMatch a = asc.match(text);
        if (d.hasMatch() || a.hasMatch()) {
            intent.ranked = true;
            intent.ascending = a.hasMatch() && (!d.hasMatch() || a.capturedStart() < d.capturedStart());
        }
    }
    if (intent.ranked && intent.limit <= 0) {
        const QRegularExpressionMatch n = whichN.match(text);
        if (n.hasMatch())
            intent.limit = numberWord(n.captured(2));
    }
    if (intent.ranked && intent.limit <= 0 && hintWantsOneRow(hint))
        intent.limit = 1;
    if (!intent.ranked && !intent.groupBy.isEmpty() && hint.isObject())
        intent.limit = 1;   // one row asked for: the top one
}

void QuestionAnalyzer::decideShape(const QString &question, const FormatHint &hint, Intent &intent) const
{
    // "70% cost" is a number, not a question about a share.
    QString text = question;
    text.replace(QRegularExpression(QStringLiteral("\\d+(\\.\\d+)?\\s*%")), QStringLiteral(" "));
    static const QRegularExpression share(QStringLiteral("(\\bshare\\b|\\bpercentage\\b|\\bpercent\\b|\\bproportion\\b|"
                                                         "\\bfraction\\b|%|\\bpct\\b)"));
    static const QRegularExpression change(QStringLiteral("\\b(grow|grew|growth|change|changed|increase|increased|"
                                                          "decrease|decreased|decline|declined|drop|dropped|rise|rose|"
                                                          "difference|delta|vs|versus|compared?|gain|fell|fall)\\b"));
    static const QRegularExpression absolute(QStringLiteral("\\b(difference|delta|how much more|how much less|absolute)\\b"));
    const bool percentMeasure = std::any_of(intent.measureIds.cbegin(), intent.measureIds.cend(), [this](const QString &id) {
        const Measure *m = m_model.measure(id);
        return m && m->isPercent;
    });
    const bool hasValueFilter = std::any_of(intent.filters.cbegin(), intent.filters.cend(), [](const Filter &f) {
        return f.origin == QLatin1String("question");
    });

    intent.asPercent = QRegularExpression(QStringLiteral("\\b(as an? |in )(percentage|percent|%)|\\bpercentage\\b")).match(question).hasMatch();
    // "What revenue did Cheese Fortnight 1997 bring in?": an event and the year it falls in are one
    // period, the event's, not two to compare (a change of -92% came back at 0.85).
    // (Not "revenue in 1997 and during the event", nor "1997 excluding the event": two periods asked.)
    static const QRegularExpression bothAsked(QStringLiteral("\\b(and|excluding|except|outside|without|versus|vs|compared)\\b"),
                                              QRegularExpression::CaseInsensitiveOption);
    if (intent.periods.size() == 2 && !change.match(text).hasMatch() && !hint.isList() && !bothAsked.match(text).hasMatch()) {
        const planning::DateRange &a = intent.periods[0], &b = intent.periods[1];
        const bool aInB = a.start >= b.start && a.end <= b.end, bInA = b.start >= a.start && b.end <= a.end;
        if (aInB || bInA) {
            const planning::DateRange inner = aInB ? a : b;
            intent.notes << QStringLiteral("%1 lies within %2: one period").arg(inner.label, (aInB ? b : a).label);
            intent.periods = {inner};
        }
    }
    if (intent.periods.size() >= 2 && intent.groupBy.isEmpty()) {
        if (hint.isList()) {
            intent.shape = Intent::Shape::PeriodList;
        } else if (change.match(text).hasMatch() || hint.isNumericScalar()) {
            intent.shape = Intent::Shape::PeriodChange;
            // "more in 1997 than in 1998": the first period minus the second; otherwise
            // change runs from the earlier period to the later one.
            const bool thanOrder = QRegularExpression(QStringLiteral("\\b(more|less|higher|lower|bigger|smaller)\\b.*\\bthan\\b"))
                                       .match(text).hasMatch();
            if (!thanOrder && intent.periods[0].start > intent.periods[1].start)
                std::swap(intent.periods[0], intent.periods[1]);
            if (thanOrder)
                std::swap(intent.periods[0], intent.periods[1]);
            intent.percentChange = !absolute.match(text).hasMatch()
                && (share.match(text).hasMatch() || QRegularExpression(QStringLiteral("\\bgrowth\\b")).match(text).hasMatch()
                    || !QRegularExpression(QStringLiteral("\\b(how much|by how)\\b")).match(text).hasMatch());
        }
    } else if (share.match(text).hasMatch() && !percentMeasure && hasValueFilter && intent.groupBy.isEmpty()) {
        intent.shape = Intent::Shape::Share;
    }

    if (intent.measureIds.isEmpty()) {
        // "Which products are discontinued?": list the entity.
        const Dimension *group = m_model.dimension(intent.groupBy);
        const bool listWords = QRegularExpression(QStringLiteral("\\b(which|list|show|name|what are|what)\\b")).match(text).hasMatch();
        if (group && group->kind == Dimension::Kind::Entity && (listWords || hint.isList()) && !intent.filters.isEmpty()) {
            intent.shape = Intent::Shape::EntityList;
            for (const answer::HintField &f : hint.fields) {
                if (f.type == ScalarType::Int || f.type == ScalarType::Float)
                    intent.extraColumns << f.key;
            }
            return;
        }
        if (group && (intent.ranked || hint.isList() || hint.isObject())) {
            // "best customers" with no measure named: rank by revenue, and say so.
            if (m_model.measure(QStringLiteral("revenue"))) {
                intent.measureIds << QStringLiteral("revenue");
                intent.notes << QStringLiteral("no measure named; ranked by revenue");
                return;
            }
        }
        intent.unanswerable = QStringLiteral("the question names nothing the database measures");
    }
}

} // namespace rac::semantic
