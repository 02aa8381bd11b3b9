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
        } else if (const QRegularExpressionMatch t
                   // A term that stands for a value ("the base year" = 2009) takes its article along.
                   = re((d.entity.isEmpty() ? QStringLiteral("\\b(?:the\\s+)?") : QStringLiteral("\\b")) + term + QStringLiteral("\\b")).match(replaced);
                   t.hasMatch()) {
            // "Count 1996's pallet orders": the rows of the kind the term names, with its condition.
            QString entity = d.entity;
            if (!entity.isEmpty() && !t.captured(1).isEmpty() && !entity.endsWith(QLatin1Char('s')))
                entity += QLatin1Char('s');
            replaced.replace(t.capturedStart(), t.capturedLength(), entity.isEmpty() ? d.condition : entity + QLatin1Char(' ') + d.condition);
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

ExpandedQuestion expandQuestionDefinitions(const QString &question)
{
    ExpandedQuestion out;
    out.text = question;
    static const QRegularExpression brackets(QStringLiteral("\\(([^()]{3,200})\\)"));
    static const QRegularExpression pair(QStringLiteral("^\\s*([A-Za-z][A-Za-z -]{0,40}?)\\s+(?:means|=|:=|stands for|is defined as)\\s+(.+?)\\s*$"),
                                         QRegularExpression::CaseInsensitiveOption);
    for (qsizetype at = 0;;) {
        const QRegularExpressionMatch b = brackets.match(out.text, at);
        if (!b.hasMatch())
            break;
        QList<planning::TermDefinition> defined;
        for (const QString &part : b.captured(1).split(QRegularExpression(QStringLiteral("[,;]"))))
            if (const QRegularExpressionMatch m = pair.match(part); m.hasMatch())
                defined << planning::TermDefinition{m.captured(1).trimmed(), QString(), m.captured(2).trimmed(), QString(), QString(), QString()};
        if (defined.isEmpty()) {
            at = b.capturedEnd();
            continue;
        }
        // The rest of the question, with the terms read as what the brackets say.
        QString rest = out.text;
        rest.remove(b.capturedStart(), b.capturedLength());
        ExpandedQuestion read = expandDefinedTerms(rest, defined);
        if (read.notes.isEmpty()) {
            at = b.capturedEnd();
            continue;
        }
        for (QString &note : read.notes)
            note.replace(QStringLiteral(" ()"), QStringLiteral(" (the question's own definition)"));
        out.text = read.text.simplified();
        out.notes << read.notes;
        at = 0;
    }
    return out;
}

} // namespace rac::semantic
