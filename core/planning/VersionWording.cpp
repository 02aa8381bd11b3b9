// SPDX-License-Identifier: MIT
#include "planning/VersionWording.h"

#include <QRegularExpression>

namespace rac::planning {

bool asksOriginalVersion(const QString &question)
{
    static const QRegularExpression original(
        QStringLiteral("\\b(original(ly)?|initial(ly)?|at first|(was|were) first|first (set|defined|introduced|set up|issued|published|"
                       "announced|agreed)|before (?:[\\w'\u2019]+\\s+){0,3}(change|revision|amendment|increase|decrease|cut|update|raise|move)|used to|old|"
                       "previous(ly)?|prior|former(ly)?|legacy|under the original|to begin with)\\b"),
        QRegularExpression::CaseInsensitiveOption);
    return original.match(question).hasMatch();
}

bool asksCurrentVersion(const QString &question)
{
    static const QRegularExpression current(
        QStringLiteral("\\b(now|today|currently|current|presently|at present|nowadays|in force|newly|latest|revised|new|these days|"
                       "after (?:[\\w'\u2019]+\\s+){0,3}(change|revision|amendment|update|increase|decrease|move)|changed to|most recent|still)\\b"),
        QRegularExpression::CaseInsensitiveOption);
    return current.match(question).hasMatch();
}

QString versionAdverb(const QString &question)
{
    static const QRegularExpression adverb(
        QStringLiteral("\\b(?:(?:as\\s+)?(?:of\\s+)?today(?:['\u2019]s)?|right\\s+now|now|currently|presently|at\\s+present|nowadays|these\\s+days|"
                       "(?:as\\s+(?:it\\s+was\\s+|they\\s+were\\s+)?)?(?:first\\s+published|originally(?:\\s+published)?)|at\\s+first|initially|"
                       "to\\s+begin\\s+with)\\b"),
        QRegularExpression::CaseInsensitiveOption);
    return adverb.match(question).captured(0);
}

} // namespace rac::planning
