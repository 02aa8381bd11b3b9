// SPDX-License-Identifier: MIT
#include "answer/FormatHint.h"

#include <QRegularExpression>

namespace rac::answer {

ScalarType scalarTypeFromName(const QString &name)
{
    const QString n = name.trimmed().toLower();
    if (n == QLatin1String("int") || n == QLatin1String("integer"))
        return ScalarType::Int;
    if (n == QLatin1String("float") || n == QLatin1String("double") || n == QLatin1String("number")
        || n == QLatin1String("decimal"))
        return ScalarType::Float;
    if (n == QLatin1String("str") || n == QLatin1String("string") || n == QLatin1String("text"))
        return ScalarType::Str;
    if (n == QLatin1String("bool") || n == QLatin1String("boolean"))
        return ScalarType::Bool;
    return ScalarType::Any;
}

QString scalarTypeName(ScalarType type)
{
    switch (type) {
    case ScalarType::Int: return QStringLiteral("int");
    case ScalarType::Float: return QStringLiteral("float");
    case ScalarType::Str: return QStringLiteral("str");
    case ScalarType::Bool: return QStringLiteral("bool");
    case ScalarType::Any: return QStringLiteral("any");
    }
    return QStringLiteral("any");
}

namespace {

QString unquoted(const QString &text)
{
    QString t = text.trimmed();
    if (t.size() >= 2 && (t.front() == QLatin1Char('"') || t.front() == QLatin1Char('\'')) && t.back() == t.front())
        return t.mid(1, t.size() - 2).trimmed();
    return t;
}

Result<QList<HintField>> parseFields(const QString &body, const QString &whole)
{
    QList<HintField> fields;
    for (const QString &part : body.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        const int colon = int(part.indexOf(QLatin1Char(':')));
        if (colon <= 0)
            return makeError(ErrorCode::InvalidArgument, QStringLiteral("format hint field without a type"), whole);
        HintField f;
        // Hints written as JSON ({"CompanyName": "str"}) name the same fields: the quotes are
        // not part of the name (they came back inside the answer's keys).
        f.key = unquoted(part.left(colon));
        f.type = scalarTypeFromName(unquoted(part.mid(colon + 1)));
        if (f.key.isEmpty())
            return makeError(ErrorCode::InvalidArgument, QStringLiteral("format hint field without a name"), whole);
        fields << f;
    }
    if (fields.isEmpty())
        return makeError(ErrorCode::InvalidArgument, QStringLiteral("format hint object without fields"), whole);
    return fields;
}

} // namespace

Result<FormatHint> FormatHint::parse(const QString &text)
{
    FormatHint hint;
    hint.text = text;
    QString t = text.trimmed();
    if (t.isEmpty())
        return hint;   // no hint: any scalar
    static const QRegularExpression listRe(QStringLiteral("^list\\s*\\[(.*)\\]$"), QRegularExpression::CaseInsensitiveOption);
    const QRegularExpressionMatch lm = listRe.match(t);
    if (lm.hasMatch()) {
        hint.kind = Kind::List;
        t = lm.captured(1).trimmed();
    }
    if (t.startsWith(QLatin1Char('{'))) {
        if (!t.endsWith(QLatin1Char('}')))
            return makeError(ErrorCode::InvalidArgument, QStringLiteral("unbalanced braces in format hint"), text);
        Result<QList<HintField>> fields = parseFields(t.mid(1, t.size() - 2), text);
        if (!fields)
            return fields.error();
        hint.fields = fields.value();
        if (hint.kind != Kind::List)
            hint.kind = Kind::Object;
        return hint;
    }
    hint.scalar = scalarTypeFromName(t);
    if (hint.scalar == ScalarType::Any)
        return makeError(ErrorCode::InvalidArgument, QStringLiteral("unknown format hint type"), text);
    return hint;
}

} // namespace rac::answer
