// SPDX-License-Identifier: MIT
#include "semantic/parse/SemanticParser.h"

#include "semantic/SemanticModel.h"
#include "semantic/parse/QueryRenderer.h"
#include "semantic/parse/QuestionReader.h"
#include "semantic/parse/SemanticLayerFile.h"
#include "semantic/parse/Vocabulary.h"

#include <cmath>

namespace rac::semantic {

SemanticParser::SemanticParser(const sql::Schema &schema, sql::QueryExecutor *executor, const SemanticModel &model,
                               const sql::SqlDialect &dialect, const QString &layerPath, const QString &databaseName)
    : m_model(model), m_dialect(dialect), m_layerPath(layerPath)
{
    const QHash<QString, QString> additions = layerPath.isEmpty() ? QHash<QString, QString>() : SemanticLayerFile::readAdditions(layerPath);
    m_lexicon = Lexicon::build(schema, executor, &model, additions);
    m_lexicon.setOwnName(databaseName);
    if (!layerPath.isEmpty())
        SemanticLayerFile::write(layerPath, m_lexicon, additions);
}

ParseResult SemanticParser::parse(const QString &question, const answer::FormatHint &hint,
                                  const QList<QPair<int, int>> &consumed) const
{
    ParseResult out;
    const ReadQuestion read = QuestionReader(m_lexicon).read(question, consumed);
    for (qsizetype i = 0; i + 1 < read.evidence.size(); ++i) {
        const Evidence &e = read.evidence.at(i);
        out.countsRows |= e.tag(QStringLiteral("agg:")) == QLatin1String("agg:count") && read.evidence.at(i + 1).entry(LexEntry::Kind::Table)
            && read.evidence.at(i + 1).first <= e.last + 2;
    }
    for (qsizetype i = 0; i < read.evidence.size(); ++i) {
        const Evidence &e = read.evidence.at(i);
        out.namesData |= e.kind == Evidence::Kind::Lexicon;
        const bool storedValue = e.entry(LexEntry::Kind::Value) && !e.entry(LexEntry::Kind::Table) && !e.entry(LexEntry::Kind::Column);
        // A whole number right after a table's name is a record's key ("order 10248"), not an amount.
        // ("order no. 10248" too; "a customer had 1,500" is an amount).
        const int gap = i > 0 ? e.first - read.evidence.at(i - 1).last : 0;
        // The words between are the vocabulary's words for an identifier ("no", "number", "id").
        const QString between = gap == 2 ? read.tokens.at(e.first - 1).lower : QString();
        const bool idWord = between == QLatin1String("id") || Vocabulary::builtIn().columnWordSynonyms(QStringLiteral("id")).contains(between);
        const bool recordNumber = e.kind == Evidence::Kind::Number && e.number == std::floor(e.number) && i > 0
            && read.evidence.at(i - 1).entry(LexEntry::Kind::Table) && (gap == 1 || (gap == 2 && idWord));
        if (storedValue || recordNumber)
            out.namedRecords << read.spanText(e.first, e.last);
    }
    for (int t : read.unknown) {
        const Token &token = read.tokens.at(t);
        out.unknownWords << token.text;
        // A capitalised word inside the sentence that no stored value matches is a name the data lacks.
        const QString before = question.left(token.start).trimmed();
        const bool sentenceStart = before.isEmpty() || QStringLiteral(".?!:;").contains(before.back());
        if (!sentenceStart && !token.text.isEmpty() && token.text.front().isUpper())
            out.unknownNames << token.text;
    }
    const Roles &roles = m_model.roles();
    out.interpretation = Interpreter(m_lexicon, &m_model, roles.orderTable, roles.dateColumn).interpret(read, hint);
    Interpretation &in = out.interpretation;
    if (in.understood) {
        const Result<RenderedQuery> rendered = QueryRenderer(m_lexicon.schema(), m_dialect).render(in.query);
        if (rendered) {
            out.sql = rendered->sql;
            out.tables = rendered->tables;
        } else {
            in.understood = false;
            in.notUnderstood << rendered.error().message;
        }
    }
    if (!in.understood) {
        out.explanation = QStringLiteral("I did not understand %1").arg(in.notUnderstood.join(QStringLiteral(", ")));
        if (!in.candidates.isEmpty())
            out.explanation += QStringLiteral("; did you mean %1?").arg(in.candidates.join(QStringLiteral(" or ")));
        else
            out.explanation += QLatin1Char('.');
    }
    return out;
}

} // namespace rac::semantic
