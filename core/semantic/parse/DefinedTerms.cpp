// SPDX-License-Identifier: MIT
#include "semantic/parse/DefinedTerms.h"

#include <QRegularExpression>

#include <algorithm>

namespace rac::semantic {

ExpandedQuestion expandDefinedTerms(const QString &question, const QList<planning::TermDefinition> &terms)
{
    ExpandedQuestion out;
    out.text = question;
    QList<planning::TermDefinition> longestFirst = terms;
    std::sort(longestFirst.begin(), longestFirst.end(),
              [](const planning::TermDefinition &a, const planning::TermDefinition &b) { return a.term.size() > b.term.size(); });
    for (const planning::TermDefinition &d : std::as_const(longestFirst)) {
        // The term as written, its last word maybe plural: "pallet orders".
        QStringList words = d.term.split(QLatin1Char(' '), Qt::SkipEmptyParts);
        if (words.isEmpty())
            continue;
        for (QString &w : words)
            w = QRegularExpression::escape(w);
        const QString term = words.join(QStringLiteral("\\s+")) + QStringLiteral("(s|es)?");
        const auto re = [](const QString &p) { return QRegularExpression(p, QRegularExpression::CaseInsensitiveOption); };
        QString replaced = out.text;
        // "products go on the premium shelf", "customers that qualify as anchor clients": the rows
        // are named before; the definition's condition follows them.
        const QString attach = d.link.isEmpty()
            ? QStringLiteral("(?:qualif\\w*|count(?:ed|s)?|class(?:ed|ified)|are|were|is|was|rank(?:ed|s)?)\\s+as")
            : QStringLiteral("\\w+\\s+") + QRegularExpression::escape(d.link.section(QLatin1Char(' '), -1));
        const QRegularExpression attached = re(QStringLiteral("\\b(?:(?:that|which|who)\\s+)?") + attach + QStringLiteral("\\s+(?:the\\s+|an?\\s+)?") + term
                                               + QStringLiteral("\\b"));
        if (const QRegularExpressionMatch m = attached.match(replaced); m.hasMatch()) {
            replaced.replace(m.capturedStart(), m.capturedLength(), d.condition);
        } else if (const QRegularExpressionMatch t = re(QStringLiteral("\\b") + term + QStringLiteral("\\b")).match(replaced); t.hasMatch()) {
            // "Count 1996's pallet orders": the rows of the kind the term names, with its condition.
            QString entity = d.entity;
            if (!t.captured(1).isEmpty() && !entity.endsWith(QLatin1Char('s')))
                entity += QLatin1Char('s');
            replaced.replace(t.capturedStart(), t.capturedLength(), entity + QLatin1Char(' ') + d.condition);
        } else {
            continue;
        }
        out.text = replaced;
        out.notes << QStringLiteral("\"%1\" is read as its definition: %2 %3 (%4)").arg(d.term, d.entity, d.condition, d.file);
        if (!out.chunkIds.contains(d.chunkId))
            out.chunkIds << d.chunkId;
    }
    return out;
}

} // namespace rac::semantic
