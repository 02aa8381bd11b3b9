// SPDX-License-Identifier: MIT
// The question path before any SQL runs: the request screen, then the semantic
// parser over the bundled Northwind (opened once, read-only, index in memory).
#include "FuzzInput.h"
#include "agent/Engine.h"
#include "safety/RequestScreen.h"

#include <QCoreApplication>

namespace {

rac::agent::Engine *engine()
{
    static std::unique_ptr<rac::agent::Engine> opened = [] {
        rac::agent::EngineConfig config;
        config.databasePath = QStringLiteral(RAC_SOURCE_DIR "/northwind.db");
        config.corpusDir = QStringLiteral(RAC_SOURCE_DIR "/corpus");
        config.indexPath = QStringLiteral(":memory:");
        config.semanticLayerPath = QStringLiteral("-");
        auto result = rac::agent::Engine::open(config);
        if (!result)
            __builtin_trap();
        return std::move(result).value();
    }();
    return opened.get();
}

} // namespace

extern "C" int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    static QCoreApplication app(*argc, *argv);
    engine();
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const rac::safety::Screening screened = rac::safety::RequestScreen::check(rac::fuzz::text(data, size));
    if (screened.refused || screened.isSql)
        return 0;
    (void)engine()->parser().parse(screened.text, rac::answer::FormatHint{});
    return 0;
}
