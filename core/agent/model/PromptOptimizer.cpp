// SPDX-License-Identifier: MIT
#include "agent/model/PromptOptimizer.h"

#include "agent/Agent.h"
#include "agent/Engine.h"
#include "agent/model/ModelSqlWriter.h"
#include "planning/Planner.h"

#include <QElapsedTimer>

#include <algorithm>

namespace rac::agent {
namespace {

// One row as comparable text: numbers at 2 decimals, text trimmed and lower-cased.
QString rowKey(const QVariantList &row)
{
    QStringList cells;
    for (const QVariant &v : row) {
        bool isNumber = false;
        const double d = v.toDouble(&isNumber);
        if (v.isNull())
            cells << QStringLiteral("<null>");
        else if (isNumber && v.typeId() != QMetaType::QString)
            cells << QString::number(d, 'f', 2);
        else
            cells << v.toString().trimmed().toLower();
    }
    return cells.join(QChar(0x1f));
}

double median(std::vector<double> values)
{
    if (values.empty())
        return 0;
    std::sort(values.begin(), values.end());
    return values[values.size() / 2];
}

} // namespace

QList<llm::PromptSettings> PromptOptimizer::grid()
{
    QList<llm::PromptSettings> settings;
    for (int examples : {0, 2, 4, 8}) {
        for (bool cot : {false, true})
            settings << llm::PromptSettings{examples, cot};
    }
    return settings;
}

bool PromptOptimizer::sameRows(const QList<QVariantList> &a, const QList<QVariantList> &b)
{
    if (a.size() != b.size())
        return false;
    QStringList left, right;
    for (const QVariantList &row : a)
        left << rowKey(row);
    for (const QVariantList &row : b)
        right << rowKey(row);
    left.sort();
    right.sort();
    return left == right;
}

QList<SettingScore> PromptOptimizer::run(const QList<llm::SqlExample> &dev, const llm::ExampleStore &train,
                                         const std::function<void(const SettingScore &)> &progress)
{
    ModelAssist &model = m_agent.model();
    const llm::ExampleStore *previous = model.examples();
    model.setExamples(&train);
    const planning::Planner planner(m_engine.facts());
    QList<SettingScore> scores;
    for (const llm::PromptSettings &settings : grid()) {
        SettingScore score;
        score.settings = settings;
        std::vector<double> times;
        for (const llm::SqlExample &item : dev) {
            ++score.total;
            QElapsedTimer timer;
            timer.start();
            const Result<ModelSql> written = writeSqlWithModel(model, m_engine, item.question, item.formatHint,
                                                               planner.plan(item.question), settings);
            if (!written) {
                ++score.modelErrors;
                times.push_back(double(timer.nsecsElapsed()) / 1e6);
                continue;
            }
            const Result<sql::SqlTable> got = m_engine.executor().run(written->sql, m_engine.config().exec);
            times.push_back(double(timer.nsecsElapsed()) / 1e6);
            const Result<sql::SqlTable> gold = m_engine.executor().run(item.sql, m_engine.config().exec);
            if (got && gold && sameRows(got->rows, gold->rows))
                ++score.correct;
        }
        score.medianMs = median(times);
        scores << score;
        if (progress)
            progress(score);
    }
    model.setExamples(previous);
    return scores;
}

SettingScore PromptOptimizer::best(const QList<SettingScore> &scores)
{
    SettingScore best;
    bool first = true;
    for (const SettingScore &s : scores) {
        // grid() lists cheaper prompts first, so strict > keeps the cheaper one on a tie.
        if (first || s.accuracy() > best.accuracy()) {
            best = s;
            first = false;
        }
    }
    return best;
}

} // namespace rac::agent
