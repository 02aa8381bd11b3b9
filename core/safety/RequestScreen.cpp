// SPDX-License-Identifier: MIT
#include "safety/RequestScreen.h"

#include "common/JsonStrings.h"

#include <QFile>
#include <QHash>
#include <QRegularExpression>
#include <QSet>

#include <nlohmann/json.hpp>

namespace rac::safety {
namespace {

using json::strings;

// Every language's list of a section, merged ("_about" keys skipped).
QSet<QString> mergedWords(const nlohmann::json &section)
{
    QSet<QString> out;
    if (!section.is_object())
        return out;
    for (auto it = section.begin(); it != section.end(); ++it) {
        if (!it.key().empty() && it.key()[0] != '_')
            for (const QString &w : strings(it.value()))
                out.insert(w);
    }
    return out;
}

QList<QRegularExpression> patterns(const nlohmann::json &array)
{
    QList<QRegularExpression> out;
    for (const QString &p : strings(array)) {
        QRegularExpression re(p, QRegularExpression::CaseInsensitiveOption | QRegularExpression::UseUnicodePropertiesOption);
        if (re.isValid())
            out << re;
    }
    return out;
}

// The compiled-in lists of screen.json, parsed once.
struct Lists {
    int maxChars = 2000;
    QSet<QString> writeVerbs, changeVerbs, createVerbs, createObjects, dataObjects, structureWords;
    QStringList notCommandAfter, commandSigns, leadIns, reportAfterObject;
    QList<QRegularExpression> sqlFragments, instructions;
    QHash<QChar, QChar> homoglyphs;

    static const Lists &get()
    {
        static const Lists lists = [] {
            Lists l;
            QFile file(QStringLiteral(":/safety/screen.json"));
            if (!file.open(QIODevice::ReadOnly))
                return l;
            const nlohmann::json j = nlohmann::json::parse(file.readAll().toStdString(), nullptr, false);
            if (!j.is_object())
                return l;
            l.maxChars = j.value("max_question_chars", 2000);
            l.writeVerbs = mergedWords(j.value("write_verbs", nlohmann::json()));
            l.changeVerbs = mergedWords(j.value("change_verbs", nlohmann::json()));
            for (const QString &w : strings(j.value("create_verbs", nlohmann::json())))
                l.createVerbs.insert(w);
            for (const QString &w : strings(j.value("create_objects", nlohmann::json())))
                l.createObjects.insert(w);
            for (const QString &w : strings(j.value("data_objects", nlohmann::json())))
                l.dataObjects.insert(w);
            for (const QString &w : strings(j.value("structure_words", nlohmann::json())))
                l.structureWords.insert(w);
            l.notCommandAfter = strings(j.value("not_a_command_after", nlohmann::json()));
            l.reportAfterObject = strings(j.value("report_after_object", nlohmann::json()));
            l.commandSigns = strings(j.value("command_signs", nlohmann::json()));
            l.leadIns = strings(j.value("lead_ins", nlohmann::json()));
            // Longest lead-ins first, so "could you" is stripped before "you".
            std::sort(l.leadIns.begin(), l.leadIns.end(), [](const QString &a, const QString &b) { return a.size() > b.size(); });
            l.sqlFragments = patterns(j.value("sql_fragments", nlohmann::json()));
            l.instructions = patterns(j.value("instructions", nlohmann::json()));
            const nlohmann::json glyphs = j.value("homoglyphs", nlohmann::json());
            if (glyphs.is_object()) {
                for (auto it = glyphs.begin(); it != glyphs.end(); ++it) {
                    const QString from = QString::fromStdString(it.key());
                    if (from.size() == 1 && it.value().is_string())
                        l.homoglyphs.insert(from.front(), QString::fromStdString(it.value().get<std::string>()).front());
                }
            }
            return l;
        }();
        return lists;
    }
};

bool isRightToLeftOverride(QChar c) { return c.unicode() == 0x202E || c.unicode() == 0x202B || c.unicode() == 0x2067; }

// Clauses of the skeleton: split at sentence punctuation, commas and joining words.
QStringList clausesOf(const QString &skeleton)
{
    static const QRegularExpression boundary(QStringLiteral("[.;:!?\\n,()\\[\\]]|\\b(and|then|but|also|after that|afterwards|before that|et|puis|y|luego|und|dann|e|poi)\\b"));
    QStringList out;
    for (const QString &c : skeleton.split(boundary, Qt::SkipEmptyParts)) {
        const QString t = c.trimmed();
        if (!t.isEmpty())
            out << t;
    }
    return out;
}

QStringList wordsOf(const QString &clause)
{
    static const QRegularExpression nonWord(QStringLiteral("[^\\w']+"), QRegularExpression::UseUnicodePropertiesOption);
    return clause.split(nonWord, Qt::SkipEmptyParts);
}

// The clause with polite and framing words removed from its start ("could you please ...").
QString withoutLeadIns(QString clause)
{
    const Lists &l = Lists::get();
    bool stripped = true;
    while (stripped) {
        stripped = false;
        for (const QString &lead : l.leadIns) {
            if (clause.startsWith(lead + QLatin1Char(' '))) {
                clause = clause.mid(lead.size() + 1).trimmed();
                stripped = true;
                break;
            }
        }
    }
    return clause;
}

bool startsWithAny(const QString &text, const QStringList &prefixes)
{
    for (const QString &p : prefixes)
        if (text == p || text.startsWith(p + QLatin1Char(' ')))
            return true;
    return false;
}

// The write verb a clause commands, or "".
QString commandedWrite(const QString &clause)
{
    const Lists &l = Lists::get();
    const QString body = withoutLeadIns(clause);
    const QStringList words = wordsOf(body);
    if (words.isEmpty())
        return {};
    const QString &first = words.front();
    const QString rest = body.mid(first.size()).trimmed();
    if (l.writeVerbs.contains(first) && !startsWithAny(rest, l.notCommandAfter))
        return first;
    // Anywhere in the clause: a write verb taking a data object ("... so delete all the old rows").
    for (int i = 0; i + 1 < words.size(); ++i) {
        if (l.writeVerbs.contains(words[i]) && l.dataObjects.contains(words[i + 1])
            && !startsWithAny(words.mid(i + 1).join(QLatin1Char(' ')), l.notCommandAfter))
            return words[i];
    }
    // "create a table", "make a new view".
    for (int i = 0; i < words.size(); ++i) {
        if (!l.createVerbs.contains(words[i]))
            continue;
        // ("build a table of the number of products in each category" asks for a report.)
        for (int k = i + 1; k < words.size() && k <= i + 4; ++k)
            if (l.createObjects.contains(words[k]) && !startsWithAny(words.mid(k + 1).join(QLatin1Char(' ')), l.reportAfterObject))
                return words[i];
    }
    // "set the discount to zero", "raise prices by 10 percent": a change verb that gives a new value.
    if (l.changeVerbs.contains(first) && !rest.isEmpty() && !startsWithAny(rest, l.notCommandAfter)) {
        const QString padded = QLatin1Char(' ') + rest + QLatin1Char(' ');
        static const QRegularExpression byNumber(QStringLiteral("\\bby\\s+\\d"));
        bool newValue = byNumber.match(rest).hasMatch();
        for (const QString &sign : l.commandSigns)
            newValue |= padded.contains(sign);
        for (const QString &w : wordsOf(rest))
            newValue |= l.structureWords.contains(w);
        if (newValue)
            return first;
    }
    return {};
}

Screening refuse(Screening s, const QString &rule, const QString &reason)
{
    s.refused = true;
    s.rule = rule;
    s.reason = reason;
    return s;
}

// The text the first matching pattern found, or "".
QString firstMatch(const QList<QRegularExpression> &patterns, const QString &text)
{
    for (const QRegularExpression &re : patterns) {
        if (const QRegularExpressionMatch m = re.match(text); m.hasMatch())
            return m.captured(0).trimmed();
    }
    return {};
}

Screening judge(Screening s, const QString &skeleton)
{
    const Lists &l = Lists::get();
    static const QRegularExpression sqlStart(QStringLiteral("^\\s*\\(?\\s*(select|with)\\s"));
    const bool isSql = sqlStart.match(skeleton).hasMatch();
    s.isSql = isSql;
    if (const QString fragment = firstMatch(l.sqlFragments, skeleton); !isSql && !fragment.isEmpty())
        return refuse(s, QStringLiteral("sql-fragment"),
                      QStringLiteral("The question carries SQL (\"%1\") inside plain language. It was refused as a whole and "
                                     "nothing was run: ask the question alone, or type one SELECT statement.")
                          .arg(fragment));
    if (const QString instruction = firstMatch(l.instructions, skeleton); !instruction.isEmpty())
        return refuse(s, QStringLiteral("instruction"),
                      QStringLiteral("The question contains an instruction to the assistant (\"%1\"). Instructions inside "
                                     "questions are not obeyed; the question was refused as a whole.")
                          .arg(instruction));
    if (isSql)
        return s;   // one statement typed as SQL: the SQL guard and the authorizer judge it
    for (const QString &clause : clausesOf(skeleton)) {
        const QString verb = commandedWrite(clause);
        if (!verb.isEmpty())
            return refuse(s, QStringLiteral("write-request"),
                          QStringLiteral("This assistant only reads data: it does not %1 anything, and nothing was changed. "
                                         "The question was refused as a whole (\"%2\").")
                              .arg(verb, clause));
    }
    return s;
}

} // namespace

QString RequestScreen::normalize(const QString &text, QStringList *notes)
{
    const QString compatible = text.normalized(QString::NormalizationForm_KC);
    if (notes && compatible != text)
        *notes << QStringLiteral("compatibility characters rewritten (Unicode NFKC), e.g. full-width letters");
    QString out;
    out.reserve(compatible.size());
    int format = 0, control = 0;
    for (const QChar c : compatible) {
        if (c.category() == QChar::Other_Format) {
            ++format;
            continue;
        }
        if (c.category() == QChar::Other_Control && c != QLatin1Char('\n') && c != QLatin1Char('\t')) {
            ++control;
            out += QLatin1Char(' ');
            continue;
        }
        out += c;
    }
    if (notes && format > 0)
        *notes << QStringLiteral("%1 invisible formatting character(s) removed (zero-width, direction overrides)").arg(format);
    if (notes && control > 0)
        *notes << QStringLiteral("%1 control character(s) replaced by spaces").arg(control);
    return out;
}

QString RequestScreen::skeleton(const QString &normalizedText)
{
    const Lists &l = Lists::get();
    const QString decomposed = normalizedText.normalized(QString::NormalizationForm_KD);
    QString out;
    out.reserve(decomposed.size());
    bool space = false;
    for (QChar c : decomposed) {
        if (c.category() == QChar::Mark_NonSpacing || c.category() == QChar::Mark_Enclosing || c.category() == QChar::Other_Format)
            continue;
        c = c.toLower();
        c = l.homoglyphs.value(c, c);
        if (c == QChar(0x2018) || c == QChar(0x2019) || c == QChar(0x02BC) || c == QChar(0x2032) || c == QLatin1Char('`'))
            c = QLatin1Char('\'');
        if (c == QChar(0x201C) || c == QChar(0x201D))
            c = QLatin1Char('"');
        if (c.isSpace()) {
            if (!space && !out.isEmpty())
                out += QLatin1Char(' ');
            space = true;
            continue;
        }
        space = false;
        out += c;
    }
    return out.trimmed();
}

Screening RequestScreen::check(const QString &question)
{
    Screening s;
    const Lists &l = Lists::get();
    if (question.size() > l.maxChars) {
        s.text = question.left(200);
        return refuse(s, QStringLiteral("too-long"),
                      QStringLiteral("The question is %1 characters long, over the limit of %2; it was not analysed.")
                          .arg(question.size())
                          .arg(l.maxChars));
    }
    s.text = normalize(question, &s.notes);
    // Control characters (terminal escapes, bells, NUL-like bytes) are never part of a question
    // someone typed; text carrying them came from somewhere else and is not analysed.
    for (const QChar c : question) {
        if (c.category() == QChar::Other_Control && c != QLatin1Char('\n') && c != QLatin1Char('\t') && c != QLatin1Char('\r'))
            return refuse(s, QStringLiteral("control-characters"),
                          QStringLiteral("The question contains control characters (U+%1); it was not analysed. "
                                         "Retype it as plain text.")
                              .arg(c.unicode(), 4, 16, QLatin1Char('0')));
    }
    Screening judged = judge(s, skeleton(s.text));
    if (judged.refused)
        return judged;
    // Text after a right-to-left override is shown reversed: judge it as it is seen too.
    for (int i = 0; i < question.size(); ++i) {
        if (!isRightToLeftOverride(question.at(i)))
            continue;
        QString seen = normalize(question.mid(i + 1));
        std::reverse(seen.begin(), seen.end());
        if (Screening asSeen = judge(s, skeleton(seen)); asSeen.refused)
            return asSeen;
        break;
    }
    return judged;
}

} // namespace rac::safety
