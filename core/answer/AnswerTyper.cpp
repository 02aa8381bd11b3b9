// SPDX-License-Identifier: MIT
#include "answer/AnswerTyper.h"

#include <QStringDecoder>

#include <cmath>

namespace rac::answer {
namespace {

// Binary data is described, not copied into the answer: a blob is not an analyst's
// value, and escaped into JSON it would multiply its size several times.
constexpr qsizetype kMaxBlobAsText = 4096;

std::string textOf(const QVariant &value)
{
    if (value.typeId() == QMetaType::QByteArray) {
        const QByteArray bytes = value.toByteArray();
        QStringDecoder utf8(QStringConverter::Utf8);
        const QString text = bytes.size() <= kMaxBlobAsText ? utf8.decode(bytes) : QString();
        if (bytes.size() > kMaxBlobAsText || utf8.hasError())
            return QStringLiteral("<binary data, %1 bytes>").arg(bytes.size()).toStdString();
        return text.toStdString();
    }
    return value.toString().toStdString();
}

bool isNumeric(const QVariant &v)
{
    if (v.isNull() || v.typeId() == QMetaType::QByteArray)
        return false;
    switch (v.typeId()) {
    case QMetaType::Int:
    case QMetaType::LongLong:
    case QMetaType::UInt:
    case QMetaType::ULongLong:
    case QMetaType::Double:
    case QMetaType::Float:
        return true;
    default: {
        bool ok = false;
        v.toString().toDouble(&ok);
        return ok;
    }
    }
}

// Which columns hold numbers, judged on the first non-null value of each.
QList<bool> numericColumns(const sql::SqlTable &table)
{
    QList<bool> numeric(table.columns.size(), false);
    for (int c = 0; c < table.columns.size(); ++c) {
        for (const QVariantList &row : table.rows) {
            if (c < row.size() && !row[c].isNull()) {
                numeric[c] = isNumeric(row[c]);
                break;
            }
        }
    }
    return numeric;
}

// "unit_price", "UnitPrice" and "Unit Price" name the same field.
QString flatName(const QString &name)
{
    QString out;
    for (const QChar ch : name)
        if (ch.isLetterOrNumber())
            out += ch.toLower();
    return out;
}

// Each hint field takes the result column of its own name when there is one, else the next
// unused column of its type: a query that names its columns is never read by position alone.
Result<nlohmann::json> typeRow(const QVariantList &row, const QList<bool> &numeric, const QStringList &columns,
                               const QList<HintField> &fields)
{
    nlohmann::json object = nlohmann::json::object();
    QList<bool> used(row.size(), false);
    QList<int> named(fields.size(), -1);
    for (int f = 0; f < fields.size(); ++f) {
        for (int c = 0; c < row.size() && c < columns.size(); ++c) {
            const bool wantNumber = fields[f].type == ScalarType::Int || fields[f].type == ScalarType::Float;
            if (!used[c] && flatName(columns[c]) == flatName(fields[f].key) && (!wantNumber || numeric.value(c) || row[c].isNull())) {
                named[f] = c;
                used[c] = true;
                break;
            }
        }
    }
    for (int fi = 0; fi < fields.size(); ++fi) {
        const HintField &f = fields[fi];
        if (named[fi] >= 0) {
            object[f.key.toStdString()] = AnswerTyper::convert(row[named[fi]], f.type);
            continue;
        }
        const bool wantNumber = f.type == ScalarType::Int || f.type == ScalarType::Float;
        int pick = -1;
        for (int c = 0; c < row.size(); ++c) {
            if (!used[c] && (f.type == ScalarType::Any || numeric.value(c) == wantNumber)) {
                pick = c;
                break;
            }
        }
        if (pick < 0 && !wantNumber) {
            // A text field may show a number-like key such as a year.
            for (int c = 0; c < row.size() && pick < 0; ++c) {
                if (!used[c])
                    pick = c;
            }
        }
        if (pick < 0)
            return makeError(ErrorCode::InvalidArgument,
                             QStringLiteral("the result has no column for field '%1'").arg(f.key));
        used[pick] = true;
        object[f.key.toStdString()] = AnswerTyper::convert(row[pick], f.type);
    }
    return object;
}

} // namespace

double AnswerTyper::round2(double value)
{
    const double r = std::round(value * 100.0) / 100.0;
    return r == 0.0 ? 0.0 : r;   // no "-0.0"
}

nlohmann::json AnswerTyper::convert(const QVariant &value, ScalarType type)
{
    if (value.isNull())
        return nullptr;
    switch (type) {
    case ScalarType::Int:
        return static_cast<long long>(std::llround(value.toDouble()));
    case ScalarType::Float:
        return round2(value.toDouble());
    case ScalarType::Bool: {
        // "No" is false ("Is Tofu discontinued?" answered 'No' came back true): the words of a
        // yes/no answer first, then Qt's own reading (0, "false", empty).
        if (value.typeId() == QMetaType::QString) {
            const QString word = value.toString().trimmed().toLower();
            if (word == QLatin1String("no") || word == QLatin1String("n") || word == QLatin1String("false") || word == QLatin1String("off"))
                return false;
            if (word == QLatin1String("yes") || word == QLatin1String("y") || word == QLatin1String("true") || word == QLatin1String("on"))
                return true;
        }
        return value.toBool();
    }
    case ScalarType::Str:
        return textOf(value);
    case ScalarType::Any:
        // No hint: whole numbers stay whole (a count is 2724, not 2724.0).
        if (value.typeId() == QMetaType::Int || value.typeId() == QMetaType::LongLong)
            return value.toLongLong();
        if (isNumeric(value))
            return round2(value.toDouble());
        return textOf(value);
    }
    return nullptr;
}

Result<nlohmann::json> AnswerTyper::type(const sql::SqlTable &table, const FormatHint &hint)
{
    if (table.rows.isEmpty())
        return makeError(ErrorCode::InvalidArgument, QStringLiteral("the query returned no rows"));
    const QList<bool> numeric = numericColumns(table);
    if (hint.kind == FormatHint::Kind::Scalar && hint.scalar == ScalarType::Any
        && (table.rows.size() > 1 || table.columns.size() > 1)) {
        // No hint: the whole result, one object per row keyed by column name.
        nlohmann::json list = nlohmann::json::array();
        for (const QVariantList &row : table.rows) {
            nlohmann::json object = nlohmann::json::object();
            for (int c = 0; c < table.columns.size(); ++c)
                object[table.columns[c].toStdString()] = convert(row.value(c), ScalarType::Any);
            list.push_back(object);
        }
        return list.size() == 1 ? list.front() : list;
    }
    switch (hint.kind) {
    case FormatHint::Kind::Scalar: {
        const QVariantList &row = table.rows.first();
        const bool wantNumber = hint.scalar == ScalarType::Int || hint.scalar == ScalarType::Float;
        for (int c = int(row.size()) - 1; c >= 0 && wantNumber; --c) {
            // A number answer is the last numeric column ("category, quantity" -> quantity).
            if (numeric.value(c)) {
                if (row[c].isNull())
                    break;
                return convert(row[c], hint.scalar);
            }
        }
        if (wantNumber)
            return makeError(ErrorCode::InvalidArgument, QStringLiteral("the result has no number to answer with"));
        for (int c = 0; c < row.size(); ++c) {
            if (!numeric.value(c) && !row[c].isNull())
                return convert(row[c], hint.scalar);
        }
        return convert(row.value(0), hint.scalar);
    }
    case FormatHint::Kind::Object:
        return typeRow(table.rows.first(), numeric, table.columns, hint.fields);
    case FormatHint::Kind::List: {
        // A list of numbers is of the last numeric column ("month, revenue" -> the revenues, not
        // the months read as 0.0); a list of text of the first column that is no number.
        int column = 0;
        const bool wantNumber = hint.scalar == ScalarType::Int || hint.scalar == ScalarType::Float;
        if (wantNumber) {
            for (int c = 0; c < int(table.columns.size()); ++c)
                if (numeric.value(c))
                    column = c;
        } else {
            for (int c = int(table.columns.size()) - 1; c >= 0; --c)
                if (!numeric.value(c))
                    column = c;
        }
        nlohmann::json list = nlohmann::json::array();
        for (const QVariantList &row : table.rows) {
            if (hint.fields.isEmpty()) {
                list.push_back(convert(row.value(column), hint.scalar));
                continue;
            }
            Result<nlohmann::json> item = typeRow(row, numeric, table.columns, hint.fields);
            if (!item)
                return item.error();
            list.push_back(item.value());
        }
        return list;
    }
    }
    return makeError(ErrorCode::Internal, QStringLiteral("unknown hint kind"));
}

} // namespace rac::answer
