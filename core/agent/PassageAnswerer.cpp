// SPDX-License-Identifier: MIT
#include "agent/PassageAnswerer.h"

#include "common/TextUtil.h"
#include "planning/DocumentFacts.h"

#include <QRegularExpression>
#include <QSet>

namespace rac::agent {
namespace {

const QSet<QString> &stopwords()
{
    static const QSet<QString> words = [] {
        QSet<QString> s;
        for (const char *w : {"a", "an", "the", "of", "for", "to", "in", "on", "at", "by", "is", "are", "was", "were",
                              "be", "what", "which", "who", "whom", "how", "many", "much", "does", "do", "did", "our",
                              "we", "us", "i", "you", "it", "its", "and", "or", "with", "as", "from", "that", "this",
                              "according", "per", "policy", "return", "integer", "int", "float", "number", "str",
                              "string", "give", "tell", "me", "please", "there", "any", "can", "should", "would",
                              "rounded", "decimals", "decimal", "answer", "value", "document", "documents", "docs",
                              "say", "says", "state", "stated", "under", "if", "when", "long", "get"})
            s.insert(QString::fromLatin1(w));
        return s;
    }();
    return words;
}

QSet<QString> contentStems(const QString &text)
{
    QSet<QString> out;
    for (const QString &w : text::words(text)) {
        if (!stopwords().contains(w) && !(w.size() == 1 && !w.at(0).isDigit()))
            out.insert(text::stem(w));
    }
    return out;
}

QString cleanLine(QString line)
{
    line.remove(QRegularExpression(QStringLiteral("^\\s*([-*+]|\\d+[.)])\\s+")));
    line.remove(QRegularExpression(QStringLiteral("[*_`]")));
    if (line.trimmed().startsWith(QLatin1Char('|'))) {
        QStringList cells = line.split(QLatin1Char('|'), Qt::SkipEmptyParts);
        for (QString &c : cells)
            c = c.trimmed();
        cells.removeAll(QString());
        line = cells.join(QStringLiteral(", "));
    }
    return line.simplified();
}

struct Candidate {
    QString chunkId;
    QString line;      // cleaned
    QString context;   // heading path, table header
    double score = 0;
    double support = 0;
};

} // namespace

std::optional<PassageAnswer> PassageAnswerer::answer(const QString &question, const answer::FormatHint &hint,
                                                     const QList<retrieval::ScoredChunk> &chunks)
{
    // The contract's own instructions ("Return an integer.") are not content.
    QString q = question;
    q.remove(QRegularExpression(QStringLiteral("\\breturn (an?|the)?\\s*(integer|int|float|number|string|str|list|"
                                               "\\{[^}]*\\})[^.?]*[.?]?"),
                                QRegularExpression::CaseInsensitiveOption));
    const QSet<QString> wanted = contentStems(q);
    if (wanted.isEmpty() || chunks.isEmpty())
        return std::nullopt;
    const bool wantNumber = hint.isNumericScalar();
    static const QRegularExpression unitWords(QStringLiteral("\\b(days?|hours?|weeks?|months?|years?|percent|%|"
                                                             "business days?)\\b"));
    const QRegularExpressionMatch unitInQuestion = unitWords.match(q.toLower());
    const QString unit = unitInQuestion.hasMatch() ? text::stem(unitInQuestion.captured(1).split(QLatin1Char(' ')).last())
                                                   : QString();

    const double topScore = chunks.first().score > 0 ? chunks.first().score : 1.0;
    QList<Candidate> candidates;
    for (const retrieval::ScoredChunk &sc : chunks) {
        const QStringList lines = sc.chunk.text.split(QLatin1Char('\n'));
        QString tableHeader;
        for (int i = 0; i < lines.size(); ++i) {
            const QString raw = lines[i].trimmed();
            if (raw.isEmpty() || raw.startsWith(QLatin1Char('#'))
                || planning::DocumentFacts::isInstructionToAssistant(raw))
                continue;
            if (raw.startsWith(QLatin1Char('|'))) {
                if (QRegularExpression(QStringLiteral("^\\|?[\\s:|-]+\\|?$")).match(raw).hasMatch())
                    continue;
                if (i + 1 < lines.size() && lines[i + 1].contains(QStringLiteral("---"))) {
                    tableHeader = cleanLine(raw);
                    continue;
                }
            } else {
                tableHeader.clear();
            }
            Candidate c;
            c.chunkId = sc.chunk.id;
            c.line = cleanLine(raw);
            c.context = sc.chunk.headingPath.join(QLatin1Char(' ')) + QLatin1Char(' ') + tableHeader;
            const QSet<QString> lineStems = contentStems(c.line);
            const QSet<QString> contextStems = contentStems(c.context);
            double hits = 0;
            int covered = 0;
            for (const QString &w : wanted) {
                if (lineStems.contains(w)) {
                    hits += 2;
                    ++covered;
                } else if (contextStems.contains(w)) {
                    hits += 1;
                    ++covered;
                }
            }
            c.support = double(covered) / double(wanted.size());
            c.score = hits + sc.score / topScore;
            candidates << c;
        }
    }
    std::stable_sort(candidates.begin(), candidates.end(),
                     [](const Candidate &a, const Candidate &b) { return a.score > b.score; });

    static const QRegularExpression number(QStringLiteral("(?<![\\d-])(\\d+(?:\\.\\d+)?)\\s*(%|percent|business days?|"
                                                          "calendar days?|days?|hours?|weeks?|months?)?(?![\\d-])"));
    static const QRegularExpression refusal(QStringLiteral("\\b(no returns?|not returnable|non-returnable|cannot be returned|"
                                                           "not accepted|no refunds?|are not eligible)\\b"),
                                            QRegularExpression::CaseInsensitiveOption);
    for (const Candidate &c : candidates) {
        if (c.support < 0.5)
            break;   // sorted by score; weak support means the documents do not say
        if (!wantNumber) {
            return PassageAnswer{c.line.toStdString(), c.chunkId, c.line, c.support};
        }
        // The number carrying the unit the question asks about.
        auto it = number.globalMatch(c.line);
        std::optional<double> best;
        while (it.hasNext()) {
            const QRegularExpressionMatch m = it.next();
            const QString u = m.captured(2).isEmpty() ? QString() : text::stem(m.captured(2).split(QLatin1Char(' ')).last());
            if (!unit.isEmpty() && u != unit && !(unit == QLatin1String("%") && u == QLatin1String("percent")))
                continue;
            best = m.captured(1).toDouble();
            break;
        }
        if (!best && refusal.match(c.line).hasMatch())
            best = 0;
        if (!best)
            continue;
        nlohmann::json value = hint.scalar == answer::ScalarType::Int
            ? nlohmann::json(static_cast<long long>(std::llround(*best)))
            : nlohmann::json(*best);
        return PassageAnswer{value, c.chunkId, c.line, c.support};
    }
    return std::nullopt;
}

} // namespace rac::agent
