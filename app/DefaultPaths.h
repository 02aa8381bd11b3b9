// SPDX-License-Identifier: MIT
//
// Where the bundled data is: next to the binaries in a build tree (the source
// tree the build came from), or under share/ when installed from the .deb.
#pragma once

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QString>

namespace rac::app {

inline QString bundledFile(const QString &relative)
{
    const QStringList roots = {QStringLiteral(RAC_SOURCE_DIR),
                               QCoreApplication::applicationDirPath() + QStringLiteral("/../share/retail-copilot"),
                               QStringLiteral("/usr/share/retail-copilot")};
    for (const QString &root : roots) {
        const QString candidate = QDir::cleanPath(root + QLatin1Char('/') + relative);
        if (QFileInfo::exists(candidate))
            return candidate;
    }
    return QDir::cleanPath(roots.first() + QLatin1Char('/') + relative);
}

inline QString bundledDatabase() { return bundledFile(QStringLiteral("northwind.db")); }
inline QString bundledCorpus() { return bundledFile(QStringLiteral("corpus")); }
// The evaluation set: its training half seeds the few-shot example store.
inline QString bundledEvaluation() { return bundledFile(QStringLiteral("tests/eval/questions.jsonl")); }
inline QString bundledSampleQuestions() { return bundledFile(QStringLiteral("resources/sample_questions.jsonl")); }

} // namespace rac::app
