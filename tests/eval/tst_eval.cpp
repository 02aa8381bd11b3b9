// SPDX-License-Identifier: MIT
//
// The evaluation: every question in tests/eval/questions.jsonl goes through
// the real agent on the bundled database and corpus. Gold answers are computed
// independently: sql/hybrid golds by running the question's reference SQL on
// a separate plain QtSql connection and shaping the rows here (not with the
// engine's AnswerTyper); rag golds are literals; unanswerable golds are null.
// Prints accuracy per kind and every miss; fails below the threshold.
#include "agent/Agent.h"
#include "agent/Engine.h"

#include <QFile>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QtTest>

#include <cmath>
#include <map>

using nlohmann::json;

namespace {

// Lowest accepted share of correct answers. The target is 0.95; this
// is a ratchet at the accuracy reached so far, raised as the engine improves.
constexpr double kThreshold = RAC_EVAL_THRESHOLD;
constexpr double kHoldoutThreshold = RAC_HOLDOUT_THRESHOLD;

json cellToJson(const QVariant &v)
{
    if (v.isNull())
        return nullptr;
    bool ok = false;
    const double d = v.toString().toDouble(&ok);
    if (ok && v.typeId() != QMetaType::QString)
        return d;
    return v.toString().toStdString();
}

// Shape the gold rows by position, the way the hint lists its keys.
json goldFromRows(const QList<QVariantList> &rows, const QString &hint)
{
    const bool list = hint.startsWith(QLatin1String("list"));
    const bool object = hint.contains(QLatin1Char('{'));
    QStringList keys;
    if (object) {
        const QString inner = hint.mid(hint.indexOf(QLatin1Char('{')) + 1, hint.indexOf(QLatin1Char('}')) - hint.indexOf(QLatin1Char('{')) - 1);
        for (const QString &f : inner.split(QLatin1Char(',')))
            keys << f.section(QLatin1Char(':'), 0, 0).trimmed();
    }
    const auto rowJson = [&keys, object](const QVariantList &row) {
        if (!object)
            return cellToJson(row.value(0));
        json o = json::object();
        for (int i = 0; i < keys.size(); ++i)
            o[keys[i].toStdString()] = cellToJson(row.value(i));
        return o;
    };
    if (list) {
        json a = json::array();
        for (const QVariantList &r : rows)
            a.push_back(rowJson(r));
        return a;
    }
    if (rows.isEmpty())
        return nullptr;
    return rowJson(rows.first());
}

bool same(const json &got, const json &gold, bool containsText)
{
    if (gold.is_null())
        return got.is_null();
    if (gold.is_number()) {
        if (!got.is_number())
            return false;
        const double g = gold.get<double>();
        return std::fabs(got.get<double>() - std::round(g * 100.0) / 100.0) <= 0.011;
    }
    if (gold.is_string()) {
        if (!got.is_string())
            return false;
        const QString a = QString::fromStdString(got.get<std::string>()).toLower();
        const QString b = QString::fromStdString(gold.get<std::string>()).toLower();
        return containsText ? a.contains(b) : a.trimmed() == b.trimmed();
    }
    if (gold.is_array()) {
        if (!got.is_array() || got.size() != gold.size())
            return false;
        for (size_t i = 0; i < gold.size(); ++i) {
            if (!same(got[i], gold[i], false))
                return false;
        }
        return true;
    }
    if (gold.is_object()) {
        if (!got.is_object())
            return false;
        for (auto it = gold.begin(); it != gold.end(); ++it) {
            if (!got.contains(it.key()) || !same(got[it.key()], it.value(), false))
                return false;
        }
        return true;
    }
    return got == gold;
}

} // namespace

class TestEval : public QObject {
    Q_OBJECT

private:
    // Runs every question of `file` and returns the share answered right. Misses
    // are printed only when showMisses: the hold-out set stays unseen.
    double evaluateFile(const QString &file, bool showMisses, const QString &corpus = QStringLiteral("/corpus"))
    {
        const QString root = QStringLiteral(RAC_SOURCE_DIR);
        rac::agent::EngineConfig config;
        config.databasePath = root + QStringLiteral("/northwind.db");
        config.corpusDir = root + corpus;
        config.indexPath = QStringLiteral(":memory:");
        auto engine = rac::agent::Engine::open(config);
        if (!engine.ok()) {
            qWarning() << engine.error().toString();
            return -1;
        }
        rac::agent::Agent agent(*engine.value());

        QSqlDatabase gold = QSqlDatabase::contains(QStringLiteral("gold"))
            ? QSqlDatabase::database(QStringLiteral("gold"))
            : QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("gold"));
        gold.setDatabaseName(config.databasePath);
        gold.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY"));
        if (!gold.isOpen() && !gold.open())
            return -1;

        QFile questions(root + file);
        if (!questions.open(QIODevice::ReadOnly))
            return -1;
        std::map<std::string, std::pair<int, int>> perKind;   // kind -> (right, total)
        int right = 0;
        int total = 0;
        while (!questions.atEnd()) {
            const QByteArray line = questions.readLine().trimmed();
            if (line.isEmpty())
                continue;
            const json q = json::parse(line.toStdString());
            const QString hint = QString::fromStdString(q.value("format_hint", ""));
            json expected = q.contains("gold") ? q["gold"] : json(nullptr);
            if (q.contains("gold_sql") && q["gold_sql"].is_string()) {
                QSqlQuery query(gold);
                if (!query.exec(QString::fromStdString(q["gold_sql"].get<std::string>()))) {
                    qWarning() << "gold SQL failed:" << query.lastError().text();
                    return -1;
                }
                QList<QVariantList> rows;
                while (query.next()) {
                    QVariantList row;
                    for (int i = 0; i < query.record().count(); ++i)
                        row << query.value(i);
                    rows << row;
                }
                expected = goldFromRows(rows, hint);
            }
            auto answer = agent.ask(QString::fromStdString(q["question"].get<std::string>()), hint);
            const json got = answer.ok() ? answer->finalAnswer : json(nullptr);
            const bool ok = same(got, expected, q["kind"] == "rag" && expected.is_string());
            const std::string kind = q["kind"].get<std::string>();
            perKind[kind].second += 1;
            perKind[kind].first += ok ? 1 : 0;
            right += ok ? 1 : 0;
            ++total;
            if (!ok && showMisses)
                qInfo().noquote() << "MISS" << QString::fromStdString(q["id"].get<std::string>()) << "\n  got:     "
                                  << QString::fromStdString(got.dump()) << "\n  expected:"
                                  << QString::fromStdString(expected.dump());
        }
        for (const auto &[kind, counts] : perKind)
            qInfo().noquote() << QStringLiteral("%1 accuracy %2: %3/%4 (%5%)")
                                     .arg(file.section(QLatin1Char('/'), -1), QString::fromStdString(kind))
                                     .arg(counts.first)
                                     .arg(counts.second)
                                     .arg(100.0 * counts.first / counts.second, 0, 'f', 1);
        const double accuracy = double(right) / double(total);
        qInfo().noquote() << QStringLiteral("%1 accuracy overall: %2/%3 (%4%)")
                                 .arg(file.section(QLatin1Char('/'), -1))
                                 .arg(right)
                                 .arg(total)
                                 .arg(100.0 * accuracy, 0, 'f', 1);
        return accuracy;
    }

private Q_SLOTS:
    void evaluation()
    {
        const double accuracy = evaluateFile(QStringLiteral("/tests/eval/questions.jsonl"), true);
        qInfo().noquote() << QStringLiteral("threshold %1%").arg(100.0 * kThreshold, 0, 'f', 1);
        QVERIFY2(accuracy >= kThreshold, "evaluation accuracy fell below the threshold");
    }

    // The six public samples against a corpus written in a plainer style (KPIs as bullets,
    // no memo), as other teams write. Five are right; the sixth states its own cost assumption
    // ("assume CostOfGoods is 70% of UnitPrice"), which the semantic parser does not read yet and
    // so answers as not understood rather than guessing.
    void samplesOnAnotherCorpus()
    {
        const double accuracy = evaluateFile(QStringLiteral("/tests/eval/seed_style.jsonl"), true,
                                             QStringLiteral("/tests/data/seed_style_corpus"));
        QVERIFY2(accuracy >= 5.0 / 6.0 - 1e-9, "a sample that was right is now wrong");
    }

    // Questions written by someone who never saw the engine, and never read by its
    // developers: only the totals are printed. It measures generalisation.
    void holdout()
    {
        const double accuracy = evaluateFile(QStringLiteral("/tests/eval/holdout.jsonl"), false);
        qInfo().noquote() << QStringLiteral("hold-out threshold %1%").arg(100.0 * kHoldoutThreshold, 0, 'f', 1);
        QVERIFY2(accuracy >= kHoldoutThreshold, "hold-out accuracy fell below the threshold");
    }
};

QTEST_GUILESS_MAIN(TestEval)
#include "tst_eval.moc"
