// SPDX-License-Identifier: MIT
//
// retail-copilot-cli: the agent core from the command line.
//   retail-copilot-cli [--db PATH] [--corpus DIR] --batch IN.jsonl --out OUT.jsonl [--trace-dir DIR]
//   retail-copilot-cli [--db PATH] [--corpus DIR] ask "question" [--format HINT] [--json]
//   retail-copilot-cli [--db PATH] [--corpus DIR] bench [--batch IN.jsonl] [--repeat N]
// --db and --corpus default to the bundled northwind.db and corpus/.
// Exit codes: 0 done, 1 a run failed, 2 bad arguments or unreadable inputs.
#include "CliRunner.h"
#include "DefaultPaths.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFileInfo>

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
        {QStringLiteral("trace-dir"), QStringLiteral("Write each run's trace as JSON here."), QStringLiteral("dir")},
        {QStringLiteral("format"), QStringLiteral("ask: the answer's format hint (int, float, {k:type}, list[...])."),
         QStringLiteral("hint")},
        {QStringLiteral("json"), QStringLiteral("ask: print the answer as one JSON line.")},
        {QStringLiteral("repeat"), QStringLiteral("bench: repetitions (default 20)."), QStringLiteral("n")},
    });
    parser.addPositionalArgument(QStringLiteral("command"), QStringLiteral("ask \"question\" | bench (omit with --batch)"));
    parser.process(app);

    rac::app::CliOptions options;
    options.db = parser.isSet(QStringLiteral("db")) ? parser.value(QStringLiteral("db")) : rac::app::bundledDatabase();
    options.corpus = parser.isSet(QStringLiteral("corpus")) ? parser.value(QStringLiteral("corpus"))
                                                            : rac::app::bundledCorpus();
    options.index = parser.value(QStringLiteral("index"));
    options.batch = parser.value(QStringLiteral("batch"));
    options.out = parser.isSet(QStringLiteral("out")) ? parser.value(QStringLiteral("out")) : QStringLiteral("-");
    options.traceDir = parser.value(QStringLiteral("trace-dir"));
    options.format = parser.value(QStringLiteral("format"));
    options.json = parser.isSet(QStringLiteral("json"));
    options.repeat = parser.isSet(QStringLiteral("repeat")) ? parser.value(QStringLiteral("repeat")).toInt() : 20;

    const QStringList args = parser.positionalArguments();
    const QString command = args.value(0);
    if (command == QLatin1String("ask")) {
        if (args.size() < 2) {
            err << "retail-copilot-cli: ask needs a question" << Qt::endl;
            return 2;
        }
        options.question = args.mid(1).join(QLatin1Char(' '));
    } else if (command == QLatin1String("bench")) {
        if (options.batch.isEmpty())
            options.batch = rac::app::bundledSampleQuestions();
        if (options.repeat <= 0) {
            err << "retail-copilot-cli: --repeat must be a positive number" << Qt::endl;
            return 2;
        }
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
    rac::Result<std::unique_ptr<rac::agent::Engine>> engine = rac::agent::Engine::open(config);
    if (!engine) {
        err << "retail-copilot-cli: " << engine.error().toString() << Qt::endl;
        return 2;
    }
    rac::app::CliRunner runner(*engine.value(), out, err);
    if (command == QLatin1String("ask"))
        return runner.ask(options);
    if (command == QLatin1String("bench"))
        return runner.bench(options);
    return runner.batch(options);
}
