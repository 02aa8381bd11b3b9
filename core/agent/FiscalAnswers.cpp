// SPDX-License-Identifier: MIT
#include "agent/FiscalAnswers.h"

#include "agent/PatternMatch.h"
#include "common/TextUtil.h"

#include <QLocale>
#include <QSet>
#include <QRegularExpression>

namespace rac::agent {

namespace {

QRegularExpressionMatch find(const QString &text, const char *pattern)
{
    return QRegularExpression(QString::fromLatin1(pattern), QRegularExpression::CaseInsensitiveOption).match(text);
}


// Data asked over a fiscal period ("revenue in FY1998") is the database's.
bool asksData(const QString &question)
{
    QString q = question;
    q.remove(QRegularExpression(QStringLiteral("\\bin (\\w+ )?order\\b"), QRegularExpression::CaseInsensitiveOption));   // "in calendar order"
    return hasPattern(q, "\\b(revenue|sales|sold|orders?|customers?|products?|freight|units|how many|total|average|count|top|most|least)\\b");
}

bool aboutTheYearItself(const QString &question)
{
    static const QSet<QString> allowed{
        QStringLiteral("start"), QStringLiteral("starts"), QStringLiteral("started"), QStringLiteral("begin"), QStringLiteral("begins"),
        QStringLiteral("began"), QStringLiteral("beginning"), QStringLiteral("end"), QStringLiteral("ends"), QStringLiteral("ended"),
        QStringLiteral("ending"), QStringLiteral("first"), QStringLiteral("last"), QStringLiteral("final"), QStringLiteral("day"),
        QStringLiteral("days"), QStringLiteral("date"), QStringLiteral("dates"), QStringLiteral("range"), QStringLiteral("period"),
        QStringLiteral("window"), QStringLiteral("span"), QStringLiteral("spans"), QStringLiteral("cover"), QStringLiteral("covers"),
        QStringLiteral("run"), QStringLiteral("runs"), QStringLiteral("ran"), QStringLiteral("open"), QStringLiteral("opens"),
        QStringLiteral("close"), QStringLiteral("closes"), QStringLiteral("fiscal"), QStringLiteral("financial"), QStringLiteral("year"),
        QStringLiteral("our"), QStringLiteral("the"), QStringLiteral("of"), QStringLiteral("for"), QStringLiteral("and"),
        QStringLiteral("what"), QStringLiteral("when"), QStringLiteral("which"), QStringLiteral("on"), QStringLiteral("does"),
        QStringLiteral("do"), QStringLiteral("did"), QStringLiteral("is"), QStringLiteral("are"), QStringLiteral("was"),
        QStringLiteral("were"), QStringLiteral("give"), QStringLiteral("calendar"), QStringLiteral("inclusive"), QStringLiteral("both"),
        QStringLiteral("exactly"), QStringLiteral("its"), QStringLiteral("it"), QStringLiteral("from"), QStringLiteral("to"),
        QStringLiteral("through"), QStringLiteral("until"), QStringLiteral("company"), QStringLiteral("company's"),
        QStringLiteral("we"), QStringLiteral("us"), QStringLiteral("in"), QStringLiteral("as"), QStringLiteral("a"),
        QStringLiteral("dates"), QStringLiteral("answer"), QStringLiteral("please"), QStringLiteral("exact"), QStringLiteral("s")};
    QString q = question;
    q.remove(QRegularExpression(QStringLiteral("\\bFY\\s*'?\\d{2,4}\\b|\\b(?:fiscal|financial)\\s+year\\s+\\d{4}\\b|\\bY{4}\\S*|\\(both dates\\)"),
                                QRegularExpression::CaseInsensitiveOption));
    for (const QString &w : text::words(q))
        if (!allowed.contains(w) && !w.front().isDigit() && !w.endsWith(QLatin1String("'s")))
            return false;   // (a possessive names whose year it is: "Northwind's FY1998")
    return true;
}

bool asksEnd(const QString &q) { return hasPattern(q, "\\b(end|ends|ending|close|closes|closing|finish|finishes|last)\\b"); }
bool asksStart(const QString &q) { return hasPattern(q, "\\b(begin|begins|beginning|start|starts|starting|open|opens|commence|commences|first)\\b"); }

QString monthName(int month) { return QLocale(QLocale::English).standaloneMonthName(month, QLocale::LongFormat); }

ReasonedAnswer cited(nlohmann::json value, const QString &chunkId, const QString &explanation)
{
    return ReasonedAnswer{std::move(value), {chunkId}, explanation, 0.85, QStringLiteral("fiscal")};
}

} // namespace

std::optional<ReasonedAnswer> FiscalAnswers::answer(const QString &question, const answer::FormatHint &hint,
                                                    const planning::Plan &plan) const
{
    if (!m_facts.fiscal || asksData(question))
        return std::nullopt;
    if (std::optional<ReasonedAnswer> a = quarterMonths(question, hint))
        return a;
    if (std::optional<ReasonedAnswer> a = yearBounds(question, hint, plan))
        return a;
    return startMonth(question, hint);
}

std::optional<ReasonedAnswer> FiscalAnswers::startMonth(const QString &q, const answer::FormatHint &hint) const
{
    // "In which month does our fiscal year begin?"
    const bool textHint = hint.scalar == answer::ScalarType::Str || hint.scalar == answer::ScalarType::Any;
    if (!hint.isScalar() || !textHint || !hasPattern(q, "\\b(which|what) (calendar )?month\\b")
        || !hasPattern(q, "\\b(fiscal|financial) year\\b|\\bFY\\b"))
        return std::nullopt;
    const bool end = asksEnd(q), start = asksStart(q);
    if (end == start)
        return std::nullopt;
    const int startMonth = m_facts.fiscal->startMonth;
    const int month = start ? startMonth : (startMonth + 10) % 12 + 1;
    return cited(monthName(month).toStdString(), m_facts.fiscal->chunkId,
                 QStringLiteral("The fiscal year starts on 1 %1 (%2).").arg(monthName(startMonth), m_facts.fiscal->chunkId));
}

std::optional<ReasonedAnswer> FiscalAnswers::yearBounds(const QString &q, const answer::FormatHint &hint, const planning::Plan &plan) const
{
    // "What are the start and end dates of FY1998?", "On what date does FY1998 begin?"
    // The fiscal year must be what the question is about ("when does FY1998 begin", "the start and
    // end dates of FY1998"), not the period of something else ("the last employee hired in
    // FY1998"): every other word says which of its days is asked, or is a function word.
    if (plan.fiscalChunk.isEmpty() || plan.periods.size() != 1 || !aboutTheYearItself(q))
        return std::nullopt;
    const planning::DateRange &year = plan.periods.first();
    const QString why = QStringLiteral("%1 runs %2 (%3).").arg(year.label, year.isoSpan(), plan.fiscalChunk);
    if (hint.isObject() && hint.fields.size() == 2) {
        const QString first = hint.fields.at(0).key, second = hint.fields.at(1).key;
        if (!asksStart(first.toLower().replace(QLatin1Char('_'), QLatin1Char(' '))) && !hasPattern(first, "from"))
            return std::nullopt;
        if (!asksEnd(second.toLower().replace(QLatin1Char('_'), QLatin1Char(' '))) && !hasPattern(second, "to|until"))
            return std::nullopt;
        nlohmann::json value = nlohmann::json::object();
        value[first.toStdString()] = year.start.toString(Qt::ISODate).toStdString();
        value[second.toStdString()] = year.end.toString(Qt::ISODate).toStdString();
        return cited(value, plan.fiscalChunk, why);
    }
    if (!hint.isScalar() || (hint.scalar != answer::ScalarType::Str && hint.scalar != answer::ScalarType::Any))
        return std::nullopt;
    const bool end = asksEnd(q), start = asksStart(q);
    if (end == start)
        return std::nullopt;
    return cited((start ? year.start : year.end).toString(Qt::ISODate).toStdString(), plan.fiscalChunk, why);
}

std::optional<ReasonedAnswer> FiscalAnswers::quarterMonths(const QString &q, const answer::FormatHint &hint) const
{
    // "Which calendar months make up fiscal Q3?"
    if (!hint.isList() || !hasPattern(q, "\\bmonths\\b"))
        return std::nullopt;
    const QRegularExpressionMatch m = find(q, "\\b(?:fiscal|FY\\s*\\d*)\\s+(?:Q([1-4])|quarter\\s+([1-4])|(first|second|third|fourth)\\s+quarter)\\b|"
                                              "\\bQ([1-4])\\s+of\\s+(?:the\\s+)?(?:fiscal|financial)\\s+year\\b");
    if (!m.hasMatch())
        return std::nullopt;
    static const QStringList ordinals{QStringLiteral("first"), QStringLiteral("second"), QStringLiteral("third"), QStringLiteral("fourth")};
    int quarter = 0;
    for (int g : {1, 2, 4})
        if (!m.captured(g).isEmpty())
            quarter = m.captured(g).toInt();
    if (!m.captured(3).isEmpty())
        quarter = int(ordinals.indexOf(m.captured(3).toLower())) + 1;
    if (quarter < 1)
        return std::nullopt;
    nlohmann::json months = nlohmann::json::array();
    QStringList names;
    for (int i = 0; i < 3; ++i) {
        const int month = (m_facts.fiscal->startMonth - 1 + 3 * (quarter - 1) + i) % 12 + 1;
        names << monthName(month);
        months.push_back(names.last().toStdString());
    }
    return cited(months, m_facts.fiscal->chunkId,
                 QStringLiteral("The fiscal year starts on 1 %1, so fiscal Q%2 is %3 (%4).")
                     .arg(monthName(m_facts.fiscal->startMonth))
                     .arg(quarter)
                     .arg(names.join(QStringLiteral(", ")), m_facts.fiscal->chunkId));
}

} // namespace rac::agent
