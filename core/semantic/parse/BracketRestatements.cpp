// SPDX-License-Identifier: MIT
//
// A bracket that says again, in the data's words, the figure named just before it: "Top 5 artists
// by sales (number of tracks sold)". The question means the bracket's figure; read with the named
// measure, the ranking took the default one (revenue) and the bracket only changed the column shown.
#include "semantic/parse/SemanticParser.h"

#include "semantic/SemanticModel.h"
#include "semantic/parse/Interpreter.h"
#include "semantic/parse/QuestionReader.h"
#include "semantic/parse/Vocabulary.h"

#include <QRegularExpression>

#include <algorithm>

namespace rac::semantic {

bool SemanticParser::bracketQualifies(const QString &inside)
{
    // "(by number of products)", "(not discontinued)", "(in USD)": a bracket that opens with a
    // preposition or a negation qualifies the question; it restates nothing.
    static const QRegularExpression qualifier(QStringLiteral("^\\s*(?:by|for|in|on|of|with|without|from|to|per|excluding|including|"
                                                             "not|no|only|e\\.?g|i\\.?e|ie|eg|except|incl|excl|and|or)\\b"),
                                              QRegularExpression::CaseInsensitiveOption);
    return qualifier.match(inside).hasMatch();
}

QString SemanticParser::readBracketRestatingMeasure(const QString &question, QStringList &notes) const
{
    if (question.count(QLatin1Char('(')) != 1)
        return question;
    static const QRegularExpression termThenBracket(QStringLiteral("((?:[A-Za-z][\\w'-]*\\s+){0,2}[A-Za-z][\\w'-]*)\\s*\\(([^()]{6,})\\)"));
    const QRegularExpressionMatch m = termThenBracket.match(question);
    // ("(spending = UnitPrice * Quantity)" defines a term of its own, which the definitions read.)
    if (!m.hasMatch() || bracketQualifies(m.captured(2)) || m.captured(2).contains(QLatin1Char('=')) || m.captured(2).contains(QLatin1Char(':')))
        return question;
    // The longest run of the last words before the bracket that names a measure.
    const QStringList words = m.captured(1).split(QRegularExpression(QStringLiteral("\\s+")), Qt::SkipEmptyParts);
    QString term;
    for (qsizetype n = words.size(); n >= 1 && term.isEmpty(); --n) {
        const QString candidate = words.mid(words.size() - n).join(QLatin1Char(' '));
        const QList<LexEntry> entries = m_lexicon.lookup(stemPhrase(candidate));
        if (std::any_of(entries.cbegin(), entries.cend(), [](const LexEntry &e) { return e.kind == LexEntry::Kind::Measure; }))
            term = candidate;
    }
    if (term.isEmpty())
        return question;
    // The bracket, read alone, must compute one figure ("number of tracks sold"); a list of
    // columns or a remark ("see the KPI sheet") restates nothing.
    const Roles &roles = m_model.roles();
    const Interpretation figure = Interpreter(m_lexicon, &m_model, roles.orderTable, roles.dateColumn)
                                      .interpret(QuestionReader(m_lexicon).read(m.captured(2)), {});
    const auto aggregates = std::count_if(figure.query.select.cbegin(), figure.query.select.cend(),
                                          [](const SelectItem &s) { return s.expr.isAggregate(); });
    if (!figure.understood || aggregates != 1 || figure.query.select.size() != 1)
        return question;
    const qsizetype termStart = m.capturedEnd(1) - term.size();
    notes << QStringLiteral("\"%1\" read as the bracket says: %2").arg(term, m.captured(2).trimmed());
    return question.left(termStart) + m.captured(2).trimmed() + question.mid(m.capturedEnd());
}

QString SemanticParser::readBracketOrderOfListing(const QString &question, QStringList &notes) const
{
    // "Track name, milliseconds and album ID of tracks of genre 1 (by album ID).": a closing bracket
    // naming a column after "by", in a question that computes and groups nothing, says how the
    // rows are listed (read as groups, the milliseconds were added up per album, at 0.75).
    static const QRegularExpression trailing(QStringLiteral("\\(\\s*by\\s+([^()]+?)\\s*\\)\\s*[.?!]?\\s*$"), QRegularExpression::CaseInsensitiveOption);
    const QRegularExpressionMatch m = trailing.match(question);
    if (!m.hasMatch())
        return question;
    const ReadQuestion rest = QuestionReader(m_lexicon).read(question.left(m.capturedStart()));
    const bool computes = std::any_of(rest.evidence.cbegin(), rest.evidence.cend(), [](const Evidence &e) {
        return std::any_of(e.tags.cbegin(), e.tags.cend(), [](const QString &t) {
            return t.startsWith(QLatin1String("agg:")) || t.startsWith(QLatin1String("sup:")) || t == QLatin1String("group");
        });
    });
    if (computes)
        return question;
    notes << QStringLiteral("\"(by %1)\" read as the order of the rows listed").arg(m.captured(1));
    return question.left(m.capturedStart()) + QStringLiteral(", sorted by ") + m.captured(1) + question.mid(m.capturedEnd()).trimmed();
}

} // namespace rac::semantic
