// SPDX-License-Identifier: MIT
//
// retail-copilot-cli: the agent core from the command line.
//   retail-copilot-cli [--db PATH] [--corpus DIR] --batch IN.jsonl --out OUT.jsonl [--resume] [--jobs N] [--trace-dir DIR]
//   retail-copilot-cli [--db PATH] [--corpus DIR] ask "question" [--format HINT] [--json]
//   retail-copilot-cli [--db PATH] sql "SELECT ..." [--format HINT] [--json]
//   retail-copilot-cli [--db PATH] [--corpus DIR] bench [--batch IN.jsonl] [--repeat N]
//   retail-copilot-cli --llm ollama|openai [--llm-url URL] [--llm-model NAME] optimize [--eval FILE]
// --db and --corpus default to the bundled northwind.db and corpus/. The
// language model (--llm, default: the saved settings, else none) is optional;
// its API key is read from the environment variable --llm-key-env names.
// Every query runs under --query-timeout and --max-rows (default: the saved
// settings, else 30 s and 5,000 rows).
// Exit codes: 0 done, 1 a run failed or the SQL was refused, 2 bad arguments or unreadable inputs.
#include "CliRunner.h"
#include "DefaultPaths.h"
#include "sql/QueryLimits.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFileInfo>
#include <QSettings>
#include <QStandardPaths>

#include <tuple>

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("retail-copilot"));
    QCoreApplication::setOrganizationName(QStringLiteral("RetailAnalyticsCopilot"));
    QTextStream out(stdout);
    QTextStream err(stderr);

    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Retail Analytics Copilot: answers analysts' questions from a "
                                                    "database and documents, with citations."));
    parser.addHelpOption();
    parser.addOptions({
        {QStringLiteral("db"), QStringLiteral("SQLite database (default: bundled northwind.db)."), QStringLiteral("path")},
        {QStringLiteral("corpus"), QStringLiteral("Folder of markdown documents (default: bundled corpus/)."),
         QStringLiteral("dir")},
        {QStringLiteral("index"), QStringLiteral("Where to keep the corpus index (default: cache folder)."),
         QStringLiteral("path")},
        {QStringLiteral("batch"), QStringLiteral("JSONL questions: {\"id\", \"question\", \"format_hint\"}."),
         QStringLiteral("file")},
        {QStringLiteral("out"), QStringLiteral("JSONL answers ('-' for stdout)."), QStringLiteral("file")},
        {QStringLiteral("resume"), QStringLiteral("batch: keep the answers already in --out and answer only the rest.")},
        {QStringLiteral("progress"), QStringLiteral("batch: show progress on stderr even when it is not a terminal.")},
        {QStringLiteral("jobs"), QStringLiteral("batch: answer on this many threads, each with its own engine (default 1; answers keep the input's order)."),
         QStringLiteral("n"), QStringLiteral("1")},
        {QStringLiteral("query-timeout"), QStringLiteral("Stop a query (statement and fetch) after this many seconds (default 30)."),
         QStringLiteral("seconds")},
        {QStringLiteral("max-rows"), QStringLiteral("Read at most this many rows of a result (default 5000)."),
         QStringLiteral("n")},
        {QStringLiteral("trace-dir"), QStringLiteral("Write each run's trace as JSON here."), QStringLiteral("dir")},
        {QStringLiteral("format"), QStringLiteral("ask: the answer's format hint (int, float, {k:type}, list[...])."),
         QStringLiteral("hint")},
        {QStringLiteral("json"), QStringLiteral("ask: print the answer as one JSON line.")},
        {QStringLiteral("repeat"), QStringLiteral("bench: repetitions (default 20)."), QStringLiteral("n")},
        {QStringLiteral("llm"), QStringLiteral("Language model: none, ollama or openai (default: saved settings, else none)."),
         QStringLiteral("backend")},
        {QStringLiteral("llm-url"), QStringLiteral("Model server base URL (default: 127.0.0.1:11434 for Ollama, :8080 for OpenAI)."),
         QStringLiteral("url")},
        {QStringLiteral("llm-model"), QStringLiteral("Model name, e.g. phi3.5."), QStringLiteral("name")},
        {QStringLiteral("llm-embed-model"), QStringLiteral("Embedding model for hybrid retrieval (default: none, BM25 only)."),
         QStringLiteral("name")},
        {QStringLiteral("llm-key-env"), QStringLiteral("Environment variable holding the API key (default RAC_LLM_API_KEY)."),
         QStringLiteral("var")},
        {QStringLiteral("llm-timeout"), QStringLiteral("Per model call, in milliseconds (default 30000)."), QStringLiteral("ms")},
        {QStringLiteral("few-shot"), QStringLiteral("Few-shot examples per NL2SQL prompt (default: saved, else 4)."),
         QStringLiteral("n")},
        {QStringLiteral("stream"), QStringLiteral("Print the model's tokens as they arrive.")},
        {QStringLiteral("examples"), QStringLiteral("Few-shot example store (default: in the app's data folder)."),
         QStringLiteral("file")},
        {QStringLiteral("eval"), QStringLiteral("Evaluation file with train/dev splits (default: bundled)."),
         QStringLiteral("file")},
    });
    parser.addPositionalArgument(QStringLiteral("command"),
                                 QStringLiteral("ask \"question\" | sql \"SELECT ...\" | bench | optimize (omit with --batch)"));
    parser.process(app);

    rac::app::CliOptions options;
    options.db = parser.isSet(QStringLiteral("db")) ? parser.value(QStringLiteral("db")) : rac::app::bundledDatabase();
    options.corpus = parser.isSet(QStringLiteral("corpus")) ? parser.value(QStringLiteral("corpus"))
                                                            : rac::app::bundledCorpus();
    options.index = parser.value(QStringLiteral("index"));
    options.batch = parser.value(QStringLiteral("batch"));
    options.out = parser.isSet(QStringLiteral("out")) ? parser.value(QStringLiteral("out")) : QStringLiteral("-");
    options.traceDir = parser.value(QStringLiteral("trace-dir"));
    options.resume = parser.isSet(QStringLiteral("resume"));
    options.progress = parser.isSet(QStringLiteral("progress"));
    bool jobsOk = false;
    options.jobs = parser.value(QStringLiteral("jobs")).toInt(&jobsOk);
    if (!jobsOk || options.jobs < 1 || options.jobs > 64) {
        err << "retail-copilot-cli: --jobs takes a whole number from 1 to 64" << Qt::endl;
        return 2;
    }
    options.format = parser.value(QStringLiteral("format"));
    options.json = parser.isSet(QStringLiteral("json"));
    options.repeat = parser.isSet(QStringLiteral("repeat")) ? parser.value(QStringLiteral("repeat")).toInt() : 20;

    QSettings settings;
    rac::sql::QueryLimits limits = rac::sql::QueryLimits::load(settings);
    for (const auto &[name, target, top] : {std::tuple{QStringLiteral("query-timeout"), &limits.timeoutSeconds, 3600},
                                            std::tuple{QStringLiteral("max-rows"), &limits.maxRows, 1000000}}) {
        if (!parser.isSet(name))
            continue;
        bool ok = false;
        *target = parser.value(name).toInt(&ok);
        if (!ok || *target < 1 || *target > top) {
            err << "retail-copilot-cli: --" << name << " must be a whole number from 1 to " << top << Qt::endl;
            return 2;
        }
    }
    options.llm = rac::llm::LlmSettings::load(settings);
    if (parser.isSet(QStringLiteral("llm"))) {
        const rac::Result<rac::llm::LlmBackend> backend = rac::llm::LlmSettings::parseBackend(parser.value(QStringLiteral("llm")));
        if (!backend) {
            err << "retail-copilot-cli: " << backend.error().message << Qt::endl;
            return 2;
        }
        options.llm.backend = backend.value();
    }
    if (parser.isSet(QStringLiteral("llm-url")))
        options.llm.url = parser.value(QStringLiteral("llm-url"));
    if (parser.isSet(QStringLiteral("llm-model")))
        options.llm.model = parser.value(QStringLiteral("llm-model"));
    if (parser.isSet(QStringLiteral("llm-embed-model")))
        options.llm.embeddingModel = parser.value(QStringLiteral("llm-embed-model"));
    if (parser.isSet(QStringLiteral("llm-key-env")))
        options.llm.apiKeyEnv = parser.value(QStringLiteral("llm-key-env"));
    if (parser.isSet(QStringLiteral("llm-timeout")))
        options.llm.timeoutMs = std::max(100, parser.value(QStringLiteral("llm-timeout")).toInt());
    if (parser.isSet(QStringLiteral("few-shot")))
        options.llm.prompt.fewShot = std::clamp(parser.value(QStringLiteral("few-shot")).toInt(), 0, 16);
    if (options.llm.backend != rac::llm::LlmBackend::None && options.llm.model.isEmpty()) {
        err << "retail-copilot-cli: --llm " << rac::llm::LlmSettings::backendName(options.llm.backend)
            << " needs --llm-model NAME" << Qt::endl;
        return 2;
    }
    options.stream = parser.isSet(QStringLiteral("stream"));
    options.eval = parser.isSet(QStringLiteral("eval")) ? parser.value(QStringLiteral("eval")) : rac::app::bundledEvaluation();
    options.examples = parser.isSet(QStringLiteral("examples"))
        ? parser.value(QStringLiteral("examples"))
        : QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/examples.jsonl");

    const QStringList args = parser.positionalArguments();
    const QString command = args.value(0);
    if (command == QLatin1String("ask")) {
        if (args.size() < 2) {
            err << "retail-copilot-cli: ask needs a question" << Qt::endl;
            return 2;
        }
        options.question = args.mid(1).join(QLatin1Char(' '));
    } else if (command == QLatin1String("sql")) {
        if (args.size() < 2) {
            err << "retail-copilot-cli: sql needs a statement" << Qt::endl;
            return 2;
        }
        options.sql = args.mid(1).join(QLatin1Char(' '));
    } else if (command == QLatin1String("bench")) {
        if (options.batch.isEmpty())
            options.batch = rac::app::bundledSampleQuestions();
        if (options.repeat <= 0) {
            err << "retail-copilot-cli: --repeat must be a positive number" << Qt::endl;
            return 2;
        }
    } else if (command == QLatin1String("optimize")) {
        // Needs only the model and the evaluation file; checked in CliRunner::optimize.
    } else if (!command.isEmpty()) {
        err << "retail-copilot-cli: unknown command '" << command << "' (try --help)" << Qt::endl;
        return 2;
    } else if (options.batch.isEmpty()) {
        err << "retail-copilot-cli: give --batch FILE, or the ask or bench command (try --help)" << Qt::endl;
        return 2;
    }

    if (!QFileInfo(options.db).isFile()) {
        err << "retail-copilot-cli: database not found: " << options.db << Qt::endl;
        return 2;
    }
    if (!QFileInfo(options.corpus).isDir()) {
        err << "retail-copilot-cli: corpus folder not found: " << options.corpus << Qt::endl;
        return 2;
    }
    rac::agent::EngineConfig config;
    config.databasePath = options.db;
    config.corpusDir = options.corpus;
    config.indexPath = options.index;
    config.exec = limits.toExecOptions();
    rac::Result<std::unique_ptr<rac::agent::Engine>> engine = rac::agent::Engine::open(config);
    if (!engine) {
        err << "retail-copilot-cli: " << engine.error().toString() << Qt::endl;
        return 2;
    }
    // Every corpus file left out is named, so a missing document is never a mystery.
    for (const QString &warning : engine.value()->stats().index.warnings)
        err << "retail-copilot-cli: corpus: " << warning << Qt::endl;
    rac::app::CliRunner runner(*engine.value(), out, err);
    if (command == QLatin1String("ask"))
        return runner.ask(options);
    if (command == QLatin1String("sql"))
        return runner.sql(options);
    if (command == QLatin1String("bench"))
        return runner.bench(options);
    if (command == QLatin1String("optimize"))
        return runner.optimize(options);
    return runner.batch(options);
}
