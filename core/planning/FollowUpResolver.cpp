// SPDX-License-Identifier: MIT
#include "planning/FollowUpResolver.h"

#include "planning/DatePhraseParser.h"

#include <QRegularExpression>
#include <QSet>
#include <QStringList>

#include <algorithm>

namespace rac::planning {
namespace {

constexpr auto kCi = QRegularExpression::CaseInsensitiveOption;

const QString kNumberWords = QStringLiteral(
    "one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty");

int numberValue(const QString &token)
{
    bool ok = false;
    const int n = token.toInt(&ok);
    if (ok)
        return n;
    static const QStringList words = kNumberWords.split(QLatin1Char('|'));
    static const int values[] = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 15, 20};
    const qsizetype i = words.indexOf(token.toLower());
    return i >= 0 ? values[i] : 0;
}

// Drops the closing ?, ! or . (and spaces) so text can be appended.
QString withoutTerminal(const QString &text)
{
    static const QRegularExpression terminal(QStringLiteral("[\\s?!.]+$"));
    QString out = text.simplified();
    out.remove(terminal);
    return out;
}

QStringList words(const QString &text)
{
    static const QRegularExpression word(QStringLiteral("[\\w'\u2019&-]+"), QRegularExpression::UseUnicodePropertiesOption);
    QStringList out;
    auto it = word.globalMatch(text);
    while (it.hasNext())
        out << it.next().captured(0);
    return out;
}

// Words that carry no new constraint of their own in a follow-up.
bool isFiller(const QString &word)
{
    static const QSet<QString> fillers = {
        QStringLiteral("for"),    QStringLiteral("in"),      QStringLiteral("during"), QStringLiteral("with"),
        QStringLiteral("of"),     QStringLiteral("to"),      QStringLiteral("from"),   QStringLiteral("the"),
        QStringLiteral("at"),     QStringLiteral("on"),      QStringLiteral("by"),     QStringLiteral("about"),
        QStringLiteral("a"),      QStringLiteral("an"),      QStringLiteral("and"),    QStringLiteral("or"),
        QStringLiteral("year"),   QStringLiteral("years"),   QStringLiteral("period"), QStringLiteral("month"),
        QStringLiteral("quarter"), QStringLiteral("time"),   QStringLiteral("same"),   QStringLiteral("please"),
        QStringLiteral("too"),    QStringLiteral("instead"), QStringLiteral("only"),   QStringLiteral("then"),
        QStringLiteral("it"),     QStringLiteral("that"),    QStringLiteral("this"),   QStringLiteral("results"),
        QStringLiteral("numbers"), QStringLiteral("figures"), QStringLiteral("data"),
    };
    return fillers.contains(word.toLower());
}

// What a follow-up asks to change.
struct Ask {
    bool strongCue = false;     // and / what about / only / instead ...
    bool weakCue = false;       // show / make it / give me ...: only with a period or a count
    bool swapCue = false;       // the cue means "this instead of that" rather than "narrow it"
    int coreWords = 0;          // words after the cues, a date phrase counting as one
    QStringList periods;        // date phrases as the user wrote them
    int n = 0;                  // a new "top N"
    QString filter;             // a new value to narrow to
};

Ask analyse(const QString &body, const QSet<QString> &previousWords)
{
    Ask ask;
    static const QRegularExpression strongLead(
        QStringLiteral("^(and|but|also|so|now|ok|okay|then|what about|how about|what of|the same|same(?:\\s+(?:thing|"
                       "question|again))?|only|just|instead|again)\\b[\\s,:]*"),
        kCi);
    static const QRegularExpression weakLead(
        QStringLiteral("^(make it|change it to|show(?:\\s+me)?|give me|let'?s see|try|do)\\b[\\s,:]*"), kCi);
    static const QRegularExpression trail(
        QStringLiteral("[\\s,]*\\b(instead|only|then|too|as well|again|please)$"), kCi);

    QString core = body;
    for (bool stripped = true; stripped;) {
        stripped = false;
        if (const auto m = strongLead.match(core); m.hasMatch()) {
            const QString cue = m.captured(1).toLower();
            ask.strongCue = true;
            ask.swapCue = ask.swapCue || cue == QLatin1String("and") || cue.startsWith(QLatin1String("what"))
                          || cue.startsWith(QLatin1String("how")) || cue.contains(QLatin1String("same"))
                          || cue == QLatin1String("instead");
            core = core.mid(m.capturedLength(0));
            stripped = true;
        } else if (const auto w = weakLead.match(core); w.hasMatch()) {
            ask.weakCue = true;
            core = core.mid(w.capturedLength(0));
            stripped = true;
        }
    }
    for (auto m = trail.match(core); m.hasMatch(); m = trail.match(core)) {
        const QString cue = m.captured(1).toLower();
        if (cue == QLatin1String("instead") || cue == QLatin1String("only") || cue == QLatin1String("then")) {
            ask.strongCue = true;
            ask.swapCue = ask.swapCue || cue == QLatin1String("instead");
        }
        core.chop(m.capturedLength(0));
    }

    // Periods first: their digits ("'97", "1998") must not read as a count.
    QString rest = core;
    const QList<DateRange> ranges = DatePhraseParser::parse(core);
    for (auto it = ranges.crbegin(); it != ranges.crend(); ++it) {
        ask.periods.prepend(core.mid(it->textStart, it->textLength).trimmed());
        rest.replace(it->textStart, it->textLength, QStringLiteral(" \u0001 "));
    }
    ask.coreWords = int(words(QString(rest).remove(QChar(1))).size() + ranges.size());
    rest.remove(QChar(1));

    static const QRegularExpression count(
        QStringLiteral("\\b(?:(?:top|best|bottom|worst|first|last)\\s+)?(\\d{1,3}|%1)\\b").arg(kNumberWords), kCi);
    if (const auto m = count.match(rest); m.hasMatch()) {
        ask.n = numberValue(m.captured(1));
        rest.replace(m.capturedStart(0), m.capturedLength(0), QStringLiteral(" "));
    }

    // Words the previous question already has ("top 5 products instead") restate
    // it rather than narrow it.
    const QStringList restWords = words(rest);
    const bool restatesOnly = std::all_of(restWords.begin(), restWords.end(), [&previousWords](const QString &w) {
        return isFiller(w) || previousWords.contains(w.toLower());
    });
    if (!restatesOnly) {
        static const QRegularExpression leadFiller(
            QStringLiteral("^(?:(?:for|in|during|with|of|to|from|the|at|on|by|about)\\b\\s*)+"), kCi);
        static const QRegularExpression trailFiller(
            QStringLiteral("(?:\\s*\\b(?:the|for|in|of|and|please|too|instead|only))+$"), kCi);
        QString filter = rest.simplified();
        filter.remove(leadFiller);
        filter.remove(trailFiller);
        ask.filter = filter.simplified();
    }
    return ask;
}

// The previous question's "top 3" / "3 best" / "top three": where the count is.
QRegularExpressionMatch previousCount(const QString &text)
{
    static const QRegularExpression before(
        QStringLiteral("\\b(?:top|best|bottom|worst|first|last|highest|lowest|leading|biggest|largest)\\s+(\\d{1,3}|%1)\\b")
            .arg(kNumberWords),
        kCi);
    static const QRegularExpression after(
        QStringLiteral("\\b(\\d{1,3}|%1)\\s+(?:best|top|worst|most|least|highest|lowest|biggest|largest|smallest|"
                       "leading)\\b")
            .arg(kNumberWords),
        kCi);
    const QRegularExpressionMatch m = before.match(text);
    return m.hasMatch() ? m : after.match(text);
}

QString quoted(const QString &text) { return QLatin1Char('\'') + text + QLatin1Char('\''); }

} // namespace

FollowUp FollowUpResolver::resolve(const QString &previousQuestion, const QString &question)
{
    const FollowUp unchanged{question, QString()};
    const QString previous = previousQuestion.simplified();
    const QString body = withoutTerminal(question);
    if (previous.isEmpty() || body.isEmpty())
        return unchanged;

    QSet<QString> previousWords;
    for (const QString &w : words(previous))
        previousWords.insert(w.toLower());
    const Ask ask = analyse(body, previousWords);

    // "last year", "this quarter": relative to today or to the previous
    // question? Guessing would answer the wrong period, so leave it to the agent.
    static const QRegularExpression relativePeriod(
        QStringLiteral("^(?:the\\s+)?(?:last|this|next|previous|prior|following|current|same)\\s+"
                       "(?:year|quarter|month|week|period|season)s?$"),
        kCi);
    if (relativePeriod.match(ask.filter).hasMatch())
        return unchanged;

    const bool anyChange = !ask.periods.isEmpty() || ask.n > 0 || !ask.filter.isEmpty();
    const bool onlyPeriodOrCount = ask.filter.isEmpty() && (!ask.periods.isEmpty() || ask.n > 0);
    const qsizetype wordCount = words(body).size();
    const bool elliptical =
        anyChange
        && ((ask.strongCue && (wordCount < 5 || ask.coreWords <= 3))
            || (onlyPeriodOrCount && (ask.strongCue || ask.weakCue || wordCount < 5)));
    if (!elliptical)
        return unchanged;

    QString text = withoutTerminal(previous);
    const bool asked = previous.endsWith(QLatin1Char('?'));
    QStringList changes;

    if (ask.n > 0) {
        const QRegularExpressionMatch m = previousCount(text);
        if (m.hasMatch()) {
            const QString oldPhrase = m.captured(0);
            QString newPhrase = oldPhrase;
            newPhrase.replace(m.capturedStart(1) - m.capturedStart(0), m.capturedLength(1), QString::number(ask.n));
            text.replace(m.capturedStart(0), m.capturedLength(0), newPhrase);
            changes << QStringLiteral("with %1 instead of %2").arg(newPhrase, oldPhrase);
        }
    }

    if (!ask.periods.isEmpty()) {
        const QString newPeriod = ask.periods.join(QStringLiteral(" and "));
        const QList<DateRange> old = DatePhraseParser::parse(text);
        if (old.isEmpty()) {
            text += QStringLiteral(" in ") + newPeriod;
            changes << QStringLiteral("for %1").arg(newPeriod);
        } else {
            QStringList oldPhrases;
            for (const DateRange &r : old)
                oldPhrases << text.mid(r.textStart, r.textLength).trimmed();
            // Back to front, so earlier offsets stay valid.
            if (old.size() == ask.periods.size()) {
                // "from 1997-01-01 to 1997-03-31" -> "in Q2 1997", not "from Q2 1997".
                static const QRegularExpression rangeWord(QStringLiteral("\\b(?:from|between)\\s+$"), kCi);
                static const QRegularExpression spanWord(
                    QStringLiteral("\\s(?:to|through|thru|until|and)\\s|[-\u2013\u2014]\\s*\\d|^\\d{4}-\\d{2}-\\d{2}$"),
                    kCi);
                for (qsizetype i = old.size() - 1; i >= 0; --i) {
                    text.replace(old[i].textStart, old[i].textLength, ask.periods[i]);
                    const QString before = text.left(old[i].textStart);
                    const auto from = rangeWord.match(before);
                    if (from.hasMatch() && !spanWord.match(ask.periods[i]).hasMatch())
                        text.replace(from.capturedStart(0), from.capturedLength(0), QStringLiteral("in "));
                }
            } else {
                // "1996 vs 1997" -> "and 1998?": one period replaces them all.
                for (qsizetype i = old.size() - 1; i >= 1; --i)
                    text.remove(old[i].textStart, old[i].textLength);
                text.replace(old[0].textStart, old[0].textLength, newPeriod);
                static const QRegularExpression dangling(
                    QStringLiteral("\\s+(?:and|or|vs\\.?|versus|to|through|compared (?:to|with))(?=\\s*$|\\s+(?:and|or|vs|"
                                   "versus|to|through)\\b)"),
                    kCi);
                text.remove(dangling);
                text = text.simplified();
            }
            changes << QStringLiteral("with %1 instead of %2")
                           .arg(newPeriod, oldPhrases.join(QStringLiteral(" and ")));
        }
    }

    if (!ask.filter.isEmpty()) {
        // After "what about X?" the value an earlier follow-up (or the user) put
        // after "for" is swapped rather than stacked: "for Beverages in 1997" ->
        // "for Seafood in 1997". Only capitalised values, which are names.
        static const QRegularExpression forValue(
            QStringLiteral("\\bfor\\s+([A-Z][\\w&'-]*(?:\\s+[A-Z][\\w&'-]*){0,2})(?=\\s+(?:in|during|from|between|"
                           "by|for|and)\\b|$)"));
        QRegularExpressionMatch last;
        for (auto it = forValue.globalMatch(text); it.hasNext();) {
            const QRegularExpressionMatch m = it.next();
            if (DatePhraseParser::parse(m.captured(1)).isEmpty())
                last = m;
        }
        if (ask.swapCue && last.hasMatch() && last.captured(1).compare(ask.filter, Qt::CaseInsensitive) != 0) {
            const QString oldValue = last.captured(1);
            text.replace(last.capturedStart(1), last.capturedLength(1), ask.filter);
            changes << QStringLiteral("with %1 instead of %2").arg(ask.filter, oldValue);
        } else {
            text += QStringLiteral(" for ") + ask.filter;
            changes << QStringLiteral("narrowed to %1").arg(ask.filter);
        }
    }

    if (changes.isEmpty())
        return unchanged;   // e.g. a new count, but the previous question had none
    if (asked)
        text += QLatin1Char('?');
    return {text, QStringLiteral("reused the previous question %1 %2")
                      .arg(quoted(withoutTerminal(previous)), changes.join(QStringLiteral(" and ")))};
}

} // namespace rac::planning
