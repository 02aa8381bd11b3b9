// SPDX-License-Identifier: MIT
#include "retrieval/CorpusIndex.h"

#include "common/TextUtil.h"
#include "retrieval/MarkdownChunker.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDir>
#include <QDirIterator>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QLockFile>
#include <QLoggingCategory>
#include <QSet>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <cstdio>
#include <cstring>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace rac::retrieval {
namespace {

Q_LOGGING_CATEGORY(lcIndex, "rac.retrieval.index")

// Marks our index files (SQLite's "application_id" header field, "RACI"), so a
// path that points at someone else's database is refused instead of wiped.
constexpr int kApplicationId = 0x52414349;
// Bump when the tables or the way files are cut into chunks change; an index
// with another version is rebuilt. 2: sections along md4c's headings (setext too).
constexpr int kSchemaVersion = 2;
constexpr qint64 kMaxFileBytes = 5LL * 1024 * 1024;
// How long a process waits for another's write to the shared index (a first
// build of a large corpus takes seconds) before it reports the index busy.
constexpr int kBusyTimeoutMs = 120000;
// Headings name what a section is about, so a hit there counts three times a
// hit in running text.
constexpr double kHeadingWeight = 3.0;
constexpr double kBodyWeight = 1.0;
// Each boost phrase found in a chunk adds this share of the best raw score:
// enough to lift a chunk that names the campaign or category the question
// asks about over one that only shares common words with it.
constexpr double kBoostShare = 0.5;

const QString kMemoryPath = QStringLiteral(":memory:");

// Words that carry no meaning for retrieval; users ask full questions
// ("What is the return window for ...?"), and OR-ing "what" or "the" would
// match every chunk.
const QSet<QString> &stopwords()
{
    static const QSet<QString> words = [] {
        QSet<QString> set;
        const char *const list[] = {
            "a", "about", "above", "after", "again", "against", "all", "also", "am", "an", "and", "any",
            "are", "aren't", "as", "at", "be", "because", "been", "before", "being", "below", "between",
            "both", "but", "by", "can", "can't", "cannot", "could", "couldn't", "did", "didn't", "do",
            "does", "doesn't", "doing", "don't", "down", "during", "each", "few", "for", "from", "further",
            "had", "hadn't", "has", "hasn't", "have", "haven't", "having", "he", "her", "here", "hers",
            "herself", "him", "himself", "his", "how", "i", "i'd", "i'm", "i've", "if", "in", "into", "is",
            "isn't", "it", "it's", "its", "itself", "just", "let's", "me", "more", "most", "my", "myself",
            "no", "nor", "not", "of", "off", "on", "once", "only", "or", "other", "ought", "our", "ours",
            "ourselves", "out", "over", "own", "please", "s", "same", "she", "should", "shouldn't", "so",
            "some", "such", "t", "than", "that", "the", "their", "theirs", "them", "themselves", "then",
            "there", "these", "they", "this", "those", "through", "to", "too", "under", "until", "up",
            "very", "was", "wasn't", "we", "were", "weren't", "what", "what's", "when", "where", "which",
            "while", "who", "whom", "why", "will", "with", "won't", "would", "wouldn't", "you", "your",
            "yours", "yourself", "yourselves",
        };
        for (const char *word : list)
            set.insert(QString::fromLatin1(word));
        return set;
    }();
    return words;
}

struct SourceFile {
    QString relativePath;
    QString absolutePath;   // where it is read: a link inside the folder is read at its target
    QString idPrefix;
    QString fence;          // the corpus folder's real path, with a trailing '/'
};

// Heading paths are stored with each title followed by '\n': titles are single
// lines, and the terminator (unlike a separator) keeps {} and {""} apart.
QString encodeHeadingPath(const QStringList &path)
{
    // Not QString(): Qt binds a null QString as SQL NULL.
    QString out = QStringLiteral("");
    for (const QString &title : path)
        out += title + QLatin1Char('\n');
    return out;
}

QStringList decodeHeadingPath(QString stored)
{
    if (stored.isEmpty())
        return {};
    stored.chop(1);
    return stored.split(QLatin1Char('\n'));
}

// Sql errors make sync() rebuild the index; the ones that mean "another process
// holds it" or "the disk failed" are Io instead, so nobody's index is rebuilt away
// for being busy. (Primary SQLite codes: 5 BUSY, 6 LOCKED, 8 READONLY, 10 IOERR.)
Error sqlError(const QString &what, const QSqlError &error)
{
    static const QSet<QString> notOurs{QStringLiteral("5"), QStringLiteral("6"), QStringLiteral("8"), QStringLiteral("10")};
    if (notOurs.contains(error.nativeErrorCode()))
        return makeError(ErrorCode::Io, what + QStringLiteral(" (the index is in use by another process or unwritable)"),
                         error.text());
    return makeError(ErrorCode::Sql, what, error.text());
}

// The corpus folder is a fence: a link is followed only when it ends inside it.
// Everything left out, except hidden entries (".git", editor swap files, which
// nobody means as documents), is named in `warnings` with the reason.
QList<SourceFile> scanCorpus(const QDir &root, QStringList &warnings)
{
    QList<SourceFile> files;
    const QString fence = QFileInfo(root.absolutePath()).canonicalFilePath() + QLatin1Char('/');
    const QSet<QString> readable{QStringLiteral("md"), QStringLiteral("markdown"), QStringLiteral("txt")};
    // Folders reached through a link are not descended (no FollowSymlinks), so a
    // link loop cannot hang the scan; System lists broken links too.
    QDirIterator it(root.absolutePath(), QDir::Files | QDir::Dirs | QDir::System | QDir::NoDotAndDotDot,
                    QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString absolute = it.next();
        const QFileInfo info = it.fileInfo();
        const QString relative = root.relativeFilePath(absolute);
        if (info.isSymLink()) {
            const QString target = info.canonicalFilePath();
            if (target.isEmpty()) {
                warnings << QStringLiteral("%1: skipped, a link to nothing (broken symbolic link)").arg(relative);
                continue;
            }
            if (target + QLatin1Char('/') != fence && !target.startsWith(fence)) {
                warnings << QStringLiteral("%1: skipped, a link to outside the corpus folder (not followed)").arg(relative);
                continue;
            }
            if (info.isDir()) {
                warnings << QStringLiteral("%1: skipped, a linked folder (its files are indexed where they are)").arg(relative);
                continue;
            }
        }
        if (info.isDir())
            continue;
        if (!info.isFile()) {
            warnings << QStringLiteral("%1: skipped, not a regular file").arg(relative);
            continue;
        }
        if (!readable.contains(info.suffix().toLower())) {
            warnings << QStringLiteral("%1: skipped, not a document type the index reads (.md, .markdown, .txt)").arg(relative);
            continue;
        }
        files.append({relative, info.isSymLink() ? info.canonicalFilePath() : absolute, {}, fence});
    }
    std::sort(files.begin(), files.end(),
              [](const SourceFile &a, const SourceFile &b) { return a.relativePath < b.relativePath; });

    // Chunk ids must be unique across the corpus. "notes.md" and "notes.txt"
    // would both be "notes::chunkN", so such files keep their extension.
    QHash<QString, int> uses;
    for (SourceFile &file : files) {
        file.idPrefix = MarkdownChunker::defaultIdPrefix(file.relativePath);
        ++uses[file.idPrefix];
    }
    QSet<QString> taken;
    for (SourceFile &file : files) {
        if (uses.value(file.idPrefix) > 1)
            file.idPrefix = file.relativePath;
        // Only a contrived name ("a.md.txt" beside "a.md" and "a.txt") gets here.
        QString candidate = file.idPrefix;
        for (int n = 2; taken.contains(candidate); ++n)
            candidate = file.idPrefix + QLatin1Char('~') + QString::number(n);
        file.idPrefix = candidate;
        taken.insert(candidate);
    }
    return files;
}

// The file's bytes, or nullopt with a warning when the file is not something
// we should index. Never fails the sync: one bad file must not hide the rest.
std::optional<QByteArray> readSource(const SourceFile &source, QStringList &warnings)
{
    const QFileInfo info(source.absolutePath);
    if (info.size() > kMaxFileBytes) {
        warnings << QStringLiteral("%1: skipped, larger than 5 MiB (%2 bytes)")
                        .arg(source.relativePath)
                        .arg(info.size());
        return std::nullopt;
    }
    // Opened without following a last link, then checked for where it really is: a file swapped
    // for a link to /etc/passwd between the scan and the read had been read through the link.
    // (Not blocking: a file swapped for a FIFO would wait for a writer for ever.)
    const int fd = ::open(QFile::encodeName(source.absolutePath).constData(), O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK);
    if (fd < 0) {
        const int error = errno;
        warnings << (error == ELOOP ? QStringLiteral("%1: skipped, it became a link after the folder was listed (not followed)").arg(source.relativePath)
                                    : QStringLiteral("%1: skipped, cannot be read (%2)").arg(source.relativePath, QString::fromLocal8Bit(std::strerror(error))));
        return std::nullopt;
    }
    struct stat opened {};
    if (::fstat(fd, &opened) != 0 || !S_ISREG(opened.st_mode)) {
        ::close(fd);
        warnings << QStringLiteral("%1: skipped, it is no longer a regular file").arg(source.relativePath);
        return std::nullopt;
    }
    // (A folder on the way swapped for a link: the path the open file really has says so, where
    // the system tells it.)
    static const bool pathsTold = QFileInfo::exists(QStringLiteral("/proc/self/fd"));
    const QString openedPath = QFileInfo(QStringLiteral("/proc/self/fd/%1").arg(fd)).symLinkTarget();
    if (pathsTold && (openedPath.isEmpty() || !openedPath.startsWith(source.fence))) {
        ::close(fd);
        warnings << QStringLiteral("%1: skipped, it leads outside the corpus folder (not followed)").arg(source.relativePath);
        return std::nullopt;
    }
    QFile file;
    if (!file.open(fd, QIODevice::ReadOnly, QFileDevice::AutoCloseHandle)) {
        ::close(fd);
        warnings << QStringLiteral("%1: skipped, cannot be read (%2)").arg(source.relativePath, file.errorString());
        return std::nullopt;
    }
    // Read one byte past the limit: the file may have grown since we looked.
    QByteArray bytes = file.read(kMaxFileBytes + 1);
    if (bytes.size() > kMaxFileBytes) {
        warnings << QStringLiteral("%1: skipped, larger than 5 MiB").arg(source.relativePath);
        return std::nullopt;
    }
    // UTF-16 text has NUL bytes in every ASCII letter; its byte-order mark says it is text.
    const bool utf16 = bytes.startsWith("\xFF\xFE") || bytes.startsWith("\xFE\xFF");
    if (!utf16 && bytes.contains('\0')) {
        warnings << QStringLiteral("%1: skipped, contains NUL bytes (not a text file)").arg(source.relativePath);
        return std::nullopt;
    }
    return bytes;
}

QString decodeText(const QByteArray &bytes, const QString &relativePath, QStringList &warnings)
{
    if (std::optional<QString> text = text::decodeUnicode(bytes))
        return *text;
    // Old documents are often Latin-1; every byte sequence is valid Latin-1,
    // so the words survive even if a few accented letters come out wrong.
    warnings << QStringLiteral("%1: not valid UTF-8, read as Latin-1").arg(relativePath);
    return QString::fromLatin1(bytes);
}

// A write transaction that takes the lock at once, so two processes never both read
// the old state and then collide writing (a deferred BEGIN would upgrade late and
// fail with "database is locked" without waiting).
bool beginWrite(QSqlDatabase &db)
{
    return QSqlQuery(db).exec(QStringLiteral("BEGIN IMMEDIATE"));
}

enum class Layout { Empty, Current, Outdated, Unreadable, Foreign };

// What the index file holds. SQLite opens lazily, so a garbage file shows up
// only here, as a failing statement ("file is not a database").
Layout inspectLayout(const QString &connectionName)
{
    QSqlQuery q(QSqlDatabase::database(connectionName, false));
    bool readable = q.exec(QStringLiteral("PRAGMA application_id")) && q.next();
    const int applicationId = readable ? q.value(0).toInt() : 0;
    readable = readable && q.exec(QStringLiteral("PRAGMA user_version")) && q.next();
    const int version = readable ? q.value(0).toInt() : 0;
    readable = readable && q.exec(QStringLiteral("SELECT count(*) FROM sqlite_master")) && q.next();
    const int objects = readable ? q.value(0).toInt() : 0;
    if (!readable)
        return Layout::Unreadable;
    if (objects == 0)
        return Layout::Empty;
    if (applicationId != kApplicationId)
        return Layout::Foreign;
    return version == kSchemaVersion ? Layout::Current : Layout::Outdated;
}

} // namespace

struct CorpusIndex::StoredFile {
    QString sha256;
    QString idPrefix;
};

CorpusIndex::CorpusIndex(const QString &indexPath)
    : m_indexPath(indexPath)
{
    static std::atomic<int> s_nextConnection{0};
    m_connectionName = QStringLiteral("rac.retrieval.index.%1").arg(s_nextConnection.fetch_add(1));
    // Best effort: serve a previous session's chunks before the first sync.
    // A failure here is not final; sync() tries again and reports it.
    const Status opened = openStorage();
    if (!opened)
        qCWarning(lcIndex).noquote() << "index not loaded:" << opened.error().toString();
}

CorpusIndex::~CorpusIndex()
{
    closeConnection();
}

void CorpusIndex::closeConnection()
{
    m_open = false;
    if (!QSqlDatabase::contains(m_connectionName))
        return;
    {
        // Every handle to the connection must be gone before removeDatabase().
        QSqlDatabase db = QSqlDatabase::database(m_connectionName, false);
        db.close();
    }
    QSqlDatabase::removeDatabase(m_connectionName);
}

void CorpusIndex::clearMemory()
{
    m_vectorMemo.clear();
    m_chunks.clear();
    m_foldedText.clear();
    m_indexById.clear();
    m_corpusDir.clear();
}

Status CorpusIndex::openConnection()
{
    if (m_indexPath != kMemoryPath) {
        const QDir folder = QFileInfo(m_indexPath).absoluteDir();
        if (!folder.exists() && !QDir().mkpath(folder.absolutePath()))
            return makeError(ErrorCode::Io, QStringLiteral("cannot create the index folder"), folder.absolutePath());
    }
    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_connectionName);
    db.setDatabaseName(m_indexPath);
    // Several processes share one index (the app and a CLI batch): one that finds
    // it locked waits for the other's transaction instead of failing.
    db.setConnectOptions(QStringLiteral("QSQLITE_BUSY_TIMEOUT=%1").arg(kBusyTimeoutMs));
    if (!db.open())
        return makeError(ErrorCode::Io, QStringLiteral("cannot open the index file"),
                         m_indexPath + QStringLiteral(": ") + db.lastError().text());
    QSqlQuery pragma(db);
    // Write-ahead logging: readers in other processes keep their snapshot while one
    // process writes, and a killed writer leaves the last committed index intact.
    // Fails harmlessly on a file that is not a database (inspectLayout then says so).
    if (m_indexPath != kMemoryPath)
        pragma.exec(QStringLiteral("PRAGMA journal_mode = WAL"));
    // The index is a cache we can always rebuild; NORMAL skips the fsync per commit
    // but WAL keeps it consistent across a crash.
    pragma.exec(QStringLiteral("PRAGMA synchronous = NORMAL"));
    return {};
}

Status CorpusIndex::openStorage()
{
    closeConnection();
    clearMemory();
    if (Status opened = openConnection(); !opened)
        return opened;

    switch (inspectLayout(m_connectionName)) {
    case Layout::Empty:
    case Layout::Outdated:
        return createSchema();
    case Layout::Unreadable:
        qCWarning(lcIndex).noquote() << "index file unreadable, replacing it:" << m_indexPath;
        return replaceUnreadable();
    case Layout::Foreign:
        closeConnection();
        return makeError(ErrorCode::Io, QStringLiteral("the index path holds another application's database"),
                         m_indexPath);
    case Layout::Current:
        break;
    }
    const Status loaded = loadChunks();
    if (!loaded) {
        qCWarning(lcIndex).noquote() << "index damaged, rebuilding:" << loaded.error().toString();
        return resetStorage();
    }
    m_open = true;
    return {};
}

Status CorpusIndex::resetStorage()
{
    closeConnection();
    clearMemory();
    if (Status opened = openConnection(); !opened)
        return opened;
    if (inspectLayout(m_connectionName) == Layout::Unreadable)
        return replaceUnreadable();
    return createSchema(/*emptyFirst=*/true);
}

Status CorpusIndex::replaceUnreadable()
{
    closeConnection();
    if (m_indexPath == kMemoryPath)
        return makeError(ErrorCode::Internal, QStringLiteral("an in-memory index cannot be unreadable"));
    // One process at a time decides and replaces: a process that saw the garbage
    // before another replaced it must not replace (and delete the WAL of) the good
    // file the other is already using. Under the lock, look at the path again.
    const QString target = m_indexPath;
    QLockFile lock(target + QStringLiteral(".replace-lock"));
    if (!lock.tryLock(kBusyTimeoutMs))
        return makeError(ErrorCode::Io, QStringLiteral("another process holds the index replacement lock"), target);
    if (Status opened = openConnection(); !opened)
        return opened;
    if (inspectLayout(m_connectionName) != Layout::Unreadable)
        return createSchema();
    closeConnection();
    // Built beside the old file and renamed over it in one step: another process
    // opening the path sees either the old file or a complete new one.
    const QString fresh = target + QStringLiteral(".new-%1").arg(QCoreApplication::applicationPid());
    QFile::remove(fresh);
    m_indexPath = fresh;
    Status built = openConnection();
    if (built)
        built = createSchema();
    closeConnection();
    m_indexPath = target;
    if (!built) {
        QFile::remove(fresh);
        return built;
    }
    // The old file's journal and WAL belong to its unreadable contents; left beside
    // the new file, SQLite would "recover" them into it.
    for (const QString &suffix : {QStringLiteral("-journal"), QStringLiteral("-wal"), QStringLiteral("-shm")})
        QFile::remove(target + suffix);
    if (std::rename(QFile::encodeName(fresh).constData(), QFile::encodeName(target).constData()) != 0) {
        QFile::remove(fresh);
        return makeError(ErrorCode::Io, QStringLiteral("cannot replace the unreadable index file"), target);
    }
    if (Status opened = openConnection(); !opened)
        return opened;
    return createSchema();
}

Status CorpusIndex::createSchema(bool emptyFirst)
{
    QSqlDatabase db = QSqlDatabase::database(m_connectionName, false);
    const QStringList statements = {
        QStringLiteral("PRAGMA application_id = %1").arg(kApplicationId),
        QStringLiteral("PRAGMA user_version = %1").arg(kSchemaVersion),
        QStringLiteral("CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)"),
        QStringLiteral("CREATE TABLE files (path TEXT PRIMARY KEY, sha256 TEXT NOT NULL, "
                       "id_prefix TEXT NOT NULL, bytes INTEGER NOT NULL, chunk_count INTEGER NOT NULL)"),
        // rid is shared with chunks_fts.rowid; id is the stable public name.
        QStringLiteral("CREATE TABLE chunks (rid INTEGER PRIMARY KEY, id TEXT NOT NULL UNIQUE, "
                       "file TEXT NOT NULL, position INTEGER NOT NULL, heading_path TEXT NOT NULL, "
                       "start_line INTEGER NOT NULL, end_line INTEGER NOT NULL, text TEXT NOT NULL)"),
        QStringLiteral("CREATE INDEX chunks_by_file ON chunks (file, position)"),
        QStringLiteral("CREATE VIRTUAL TABLE chunks_fts USING fts5(heading, body, "
                       "tokenize = 'porter unicode61 remove_diacritics 2')"),
    };
    // Under the write lock, look again: another process may have built the index
    // between our first look and now, and then there is nothing to do.
    if (!beginWrite(db))
        return sqlError(QStringLiteral("cannot start creating the index"), db.lastError());
    QSqlQuery q(db);
    const auto fail = [&](const QString &what) {
        const QSqlError error = q.lastError();
        q.finish();
        QSqlQuery(db).exec(QStringLiteral("ROLLBACK"));
        return sqlError(what, error);
    };
    const Layout now = inspectLayout(m_connectionName);
    if (now == Layout::Foreign) {
        QSqlQuery(db).exec(QStringLiteral("ROLLBACK"));
        return makeError(ErrorCode::Io, QStringLiteral("the index path holds another application's database"), m_indexPath);
    }
    if (now == Layout::Current && !emptyFirst) {
        q.finish();
        if (!QSqlQuery(db).exec(QStringLiteral("COMMIT")))
            return sqlError(QStringLiteral("cannot read the index"), db.lastError());
        if (Status loaded = loadChunks(); !loaded)
            return loaded;
        m_open = true;
        return {};
    }
    if (now != Layout::Empty) {
        // An outdated or damaged layout is emptied in the same transaction that rebuilds
        // it, so other processes see the old tables or the new ones, never none.
        // Virtual tables first: dropping one drops its shadow tables with it.
        for (const QString &kind : {QStringLiteral("virtual"), QStringLiteral("plain")}) {
            if (!q.exec(QStringLiteral("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite\\_%' "
                                       "ESCAPE '\\' AND (sql LIKE 'CREATE VIRTUAL%') = %1")
                            .arg(kind == QLatin1String("virtual") ? 1 : 0)))
                return fail(QStringLiteral("cannot list the old index tables"));
            QStringList tables;
            while (q.next())
                tables << q.value(0).toString();
            for (const QString &table : std::as_const(tables)) {
                if (!q.exec(QStringLiteral("DROP TABLE IF EXISTS \"%1\"").arg(QString(table).replace(QLatin1Char('"'), QStringLiteral("\"\"")))))
                    return fail(QStringLiteral("cannot drop an old index table"));
            }
        }
    }
    for (const QString &sql : statements) {
        if (!q.exec(sql))
            return fail(QStringLiteral("cannot create the index tables"));
    }
    q.finish();
    if (!QSqlQuery(db).exec(QStringLiteral("COMMIT")))
        return sqlError(QStringLiteral("cannot create the index tables"), db.lastError());
    m_open = true;
    return {};
}

namespace {

// SQLite's count of commits other connections made to the file: another process that changed
// the index since this one read its chunks is seen by the number moving. -1 when unreadable.
qint64 dataVersion(const QSqlDatabase &db)
{
    QSqlQuery q(db);
    return q.exec(QStringLiteral("PRAGMA data_version")) && q.next() ? q.value(0).toLongLong() : -1;
}

} // namespace

Status CorpusIndex::loadChunks()
{
    QSqlDatabase db = QSqlDatabase::database(m_connectionName, false);
    // Read before the chunks: a commit landing between the two can only cause one reload too many.
    const qint64 version = dataVersion(db);
    QSqlQuery q(db);
    q.setForwardOnly(true);
    if (!q.exec(QStringLiteral("SELECT rid, id, file, heading_path, start_line, end_line, text "
                               "FROM chunks ORDER BY file, position")))
        return sqlError(QStringLiteral("cannot read the indexed chunks"), q.lastError());

    QList<Chunk> chunks;
    QStringList folded;
    QHash<QString, qsizetype> byId;
    while (q.next()) {
        Chunk chunk;
        chunk.id = q.value(1).toString();
        chunk.file = q.value(2).toString();
        chunk.headingPath = decodeHeadingPath(q.value(3).toString());
        chunk.startLine = q.value(4).toInt();
        chunk.endLine = q.value(5).toInt();
        chunk.text = q.value(6).toString();
        byId.insert(chunk.id, chunks.size());
        folded << text::normalized(chunk.headingPath.join(QLatin1Char('\n')) + QLatin1Char('\n') + chunk.text);
        chunks << std::move(chunk);
    }
    if (q.lastError().isValid())
        return sqlError(QStringLiteral("cannot read the indexed chunks"), q.lastError());

    QString corpusDir;
    if (!q.exec(QStringLiteral("SELECT value FROM meta WHERE key = 'corpus_dir'")))
        return sqlError(QStringLiteral("cannot read the index metadata"), q.lastError());
    if (q.next())
        corpusDir = q.value(0).toString();

    m_chunks = std::move(chunks);
    m_loadedDataVersion = version;
    m_vectorMemo.clear();   // chunk texts may have changed
    m_foldedText = std::move(folded);
    m_indexById = std::move(byId);
    m_corpusDir = corpusDir;
    return {};
}

Result<IndexStats> CorpusIndex::sync(const QString &corpusDir)
{
    QElapsedTimer timer;
    timer.start();
    const QFileInfo dirInfo(corpusDir);
    if (corpusDir.isEmpty() || !dirInfo.exists())
        return makeError(ErrorCode::NotFound, QStringLiteral("corpus folder does not exist"), corpusDir);
    if (!dirInfo.isDir())
        return makeError(ErrorCode::NotFound, QStringLiteral("corpus path is not a folder"), corpusDir);
    if (!dirInfo.isReadable() || !dirInfo.isExecutable())
        return makeError(ErrorCode::Io, QStringLiteral("corpus folder cannot be read"), corpusDir);

    if (!m_open) {
        const Status opened = openStorage();
        if (!opened)
            return opened.error();
    }
    // One spelling per folder ("corpus/", "./corpus"), so corpusDir() and the
    // stored copy compare equal across runs.
    const QString root = QDir::cleanPath(dirInfo.absoluteFilePath());
    Result<IndexStats> result = syncOnce(root);
    if (!result && result.error().code == ErrorCode::Sql) {
        // The index is a cache, so a statement failing on it (a damaged page, a
        // half-written file) is no reason to fail: start over from empty, once.
        qCWarning(lcIndex).noquote() << "sync failed, rebuilding the index:" << result.error().toString();
        const Status reset = resetStorage();
        if (!reset)
            return reset.error();
        result = syncOnce(root);
    }
    if (result)
        result.value().elapsedMs = timer.elapsed();
    return result;
}

Result<IndexStats> CorpusIndex::syncOnce(const QString &corpusDir)
{
    IndexStats stats;
    QSqlDatabase db = QSqlDatabase::database(m_connectionName, false);
    QSqlQuery q(db);

    QHash<QString, StoredFile> stored;
    if (!q.exec(QStringLiteral("SELECT path, sha256, id_prefix FROM files")))
        return sqlError(QStringLiteral("cannot read the indexed files"), q.lastError());
    while (q.next())
        stored.insert(q.value(0).toString(), {q.value(1).toString(), q.value(2).toString()});

    struct Update {
        QString path;
        QString sha256;
        QString idPrefix;
        qint64 bytes = 0;
        QList<Chunk> chunks;
    };
    QList<Update> updates;
    QSet<QString> present;
    const QList<SourceFile> sources = scanCorpus(QDir(corpusDir), stats.warnings);
    for (const SourceFile &source : sources) {
        const std::optional<QByteArray> bytes = readSource(source, stats.warnings);
        if (!bytes)
            continue;
        present.insert(source.relativePath);
        const QString sha = QString::fromLatin1(QCryptographicHash::hash(*bytes, QCryptographicHash::Sha256).toHex());
        const auto old = stored.constFind(source.relativePath);
        if (old != stored.cend() && old->sha256 == sha && old->idPrefix == source.idPrefix)
            continue;
        const QString text = decodeText(*bytes, source.relativePath, stats.warnings);
        updates.append({source.relativePath, sha, source.idPrefix, bytes->size(),
                        MarkdownChunker::chunkFile(source.relativePath, text, 40, source.idPrefix)});
    }
    QStringList removed;
    for (auto it = stored.cbegin(); it != stored.cend(); ++it) {
        if (!present.contains(it.key()))
            removed << it.key();
    }
    removed.sort();

    const bool dirChanged = corpusDir != m_corpusDir;
    if (!updates.isEmpty() || !removed.isEmpty() || dirChanged) {
        if (!beginWrite(db))
            return sqlError(QStringLiteral("cannot start updating the index"), db.lastError());
        auto fail = [&db](QSqlQuery &failed, const QString &what) -> Error {
            const QSqlError error = failed.lastError();
            failed.finish();
            QSqlQuery(db).exec(QStringLiteral("ROLLBACK"));
            return sqlError(what, error);
        };
        // Another process sharing the index may have stored the same files while we
        // read and chunked them: under the lock, keep only what is still to do.
        if (!q.exec(QStringLiteral("SELECT path, sha256, id_prefix FROM files")))
            return fail(q, QStringLiteral("cannot read the indexed files"));
        stored.clear();
        while (q.next())
            stored.insert(q.value(0).toString(), {q.value(1).toString(), q.value(2).toString()});
        updates.removeIf([&stored](const Update &u) {
            const auto now = stored.constFind(u.path);
            return now != stored.cend() && now->sha256 == u.sha256 && now->idPrefix == u.idPrefix;
        });
        removed.clear();
        for (auto it = stored.cbegin(); it != stored.cend(); ++it) {
            if (!present.contains(it.key()))
                removed << it.key();
        }
        removed.sort();

        // Old rows go first, so a file whose ids moved cannot collide with itself.
        QStringList stale = removed;
        for (const Update &update : std::as_const(updates))
            stale << update.path;
        for (const QString &path : std::as_const(stale)) {
            for (const QString &sql : {QStringLiteral("DELETE FROM chunks_fts WHERE rowid IN "
                                                      "(SELECT rid FROM chunks WHERE file = ?)"),
                                       QStringLiteral("DELETE FROM chunks WHERE file = ?"),
                                       QStringLiteral("DELETE FROM files WHERE path = ?")}) {
                q.prepare(sql);
                q.addBindValue(path);
                if (!q.exec())
                    return fail(q, QStringLiteral("cannot remove a file from the index"));
            }
        }

        QSqlQuery insertChunk(db);
        QSqlQuery insertText(db);
        insertChunk.prepare(QStringLiteral("INSERT INTO chunks (id, file, position, heading_path, start_line, "
                                           "end_line, text) VALUES (?, ?, ?, ?, ?, ?, ?)"));
        insertText.prepare(QStringLiteral("INSERT INTO chunks_fts (rowid, heading, body) VALUES (?, ?, ?)"));
        for (const Update &update : std::as_const(updates)) {
            for (qsizetype i = 0; i < update.chunks.size(); ++i) {
                const Chunk &chunk = update.chunks.at(i);
                insertChunk.addBindValue(chunk.id);
                insertChunk.addBindValue(chunk.file);
                insertChunk.addBindValue(qint64(i));
                insertChunk.addBindValue(encodeHeadingPath(chunk.headingPath));
                insertChunk.addBindValue(chunk.startLine);
                insertChunk.addBindValue(chunk.endLine);
                insertChunk.addBindValue(chunk.text);
                if (!insertChunk.exec())
                    return fail(insertChunk, QStringLiteral("cannot store a chunk"));
                insertText.addBindValue(insertChunk.lastInsertId());
                insertText.addBindValue(chunk.headingPath.join(QStringLiteral(" > ")));
                insertText.addBindValue(chunk.text);
                if (!insertText.exec())
                    return fail(insertText, QStringLiteral("cannot index a chunk"));
            }
            q.prepare(QStringLiteral("INSERT INTO files (path, sha256, id_prefix, bytes, chunk_count) "
                                     "VALUES (?, ?, ?, ?, ?)"));
            q.addBindValue(update.path);
            q.addBindValue(update.sha256);
            q.addBindValue(update.idPrefix);
            q.addBindValue(update.bytes);
            q.addBindValue(qint64(update.chunks.size()));
            if (!q.exec())
                return fail(q, QStringLiteral("cannot record an indexed file"));
        }

        q.prepare(QStringLiteral("INSERT OR REPLACE INTO meta (key, value) VALUES ('corpus_dir', ?)"));
        q.addBindValue(corpusDir);
        if (!q.exec())
            return fail(q, QStringLiteral("cannot record the corpus folder"));
        q.finish();
        insertChunk.finish();
        insertText.finish();
        QSqlQuery commit(db);
        if (!commit.exec(QStringLiteral("COMMIT")))
            return fail(commit, QStringLiteral("cannot commit the index update"));
        const Status loaded = loadChunks();
        if (!loaded)
            return loaded.error();
    } else if (const qint64 version = dataVersion(db); version < 0 || version != m_loadedDataVersion) {
        // Nothing left to do, perhaps because another process sharing the index stored this
        // corpus after these chunks were read: they are read again (the old text of a file
        // edited just before had been answered from, while the index held the new one).
        const Status loaded = loadChunks();
        if (!loaded)
            return loaded.error();
    }

    stats.files = int(present.size());
    stats.chunks = int(m_chunks.size());
    stats.filesReindexed = int(updates.size());
    stats.filesRemoved = int(removed.size());
    for (const QString &path : std::as_const(removed))
        qCDebug(lcIndex).noquote() << "dropped from the index:" << path;
    return stats;
}

QString CorpusIndex::matchExpression(const QString &question)
{
    QStringList terms;
    QSet<QString> seen;
    for (QString word : text::words(question)) {
        if (word.endsWith(QLatin1String("'s")))
            word.chop(2);   // "customer's" -> "customer"; the tokenizer would make it "customer" "s"
        while (word.startsWith(QLatin1Char('\'')))
            word.remove(0, 1);   // "'97" -> "97"
        if (word.isEmpty() || stopwords().contains(word) || seen.contains(word))
            continue;
        seen.insert(word);
        // text::words() keeps only letters, digits and inner apostrophes, so
        // there is no quote to escape today; doubling it keeps this safe anyway.
        terms << QLatin1Char('"') + QString(word).replace(QLatin1Char('"'), QStringLiteral("\"\"")) + QLatin1Char('"');
    }
    return terms.join(QStringLiteral(" OR "));
}

QList<ScoredChunk> CorpusIndex::search(const QString &query, int k, int perFileCap,
                                       const QStringList &boostTerms) const
{
    if (k <= 0 || !m_open || m_chunks.isEmpty())
        return {};
    const QString match = matchExpression(query);
    if (match.isEmpty())
        return {};

    QSqlQuery q(QSqlDatabase::database(m_connectionName, false));
    q.setForwardOnly(true);
    // Chunks are found by their stable id, not by rowid: another process sharing the
    // index may have re-chunked a file since this one loaded its copy, and then the
    // rowids in memory are stale while the ids still name the same chunks.
    q.prepare(QStringLiteral("SELECT c.id, bm25(chunks_fts, %1, %2) FROM chunks_fts JOIN chunks c ON c.rid = chunks_fts.rowid "
                             "WHERE chunks_fts MATCH ?")
                  .arg(kHeadingWeight, 0, 'f', 1)
                  .arg(kBodyWeight, 0, 'f', 1));
    q.addBindValue(match);
    if (!q.exec()) {
        qCWarning(lcIndex).noquote() << "search failed:" << q.lastError().text() << "for" << match;
        return {};
    }

    struct Candidate {
        qsizetype index;
        double score;
    };
    QList<Candidate> candidates;
    double best = 0;
    while (q.next()) {
        const qsizetype index = m_indexById.value(q.value(0).toString(), -1);
        if (index < 0)
            continue;   // a chunk another process added since this one loaded its copy
        const double score = -q.value(1).toDouble();   // bm25() is "lower is better"
        best = std::max(best, score);
        candidates.append({index, score});
    }

    QStringList phrases;
    for (const QString &term : boostTerms) {
        const QString folded = text::normalized(term);
        if (!folded.isEmpty() && !phrases.contains(folded))
            phrases << folded;
    }
    for (Candidate &candidate : candidates) {
        for (const QString &phrase : std::as_const(phrases)) {
            if (m_foldedText.at(candidate.index).contains(phrase))
                candidate.score += kBoostShare * best;
        }
    }

    std::sort(candidates.begin(), candidates.end(), [this](const Candidate &a, const Candidate &b) {
        if (a.score != b.score)
            return a.score > b.score;
        return m_chunks.at(a.index).id < m_chunks.at(b.index).id;
    });

    QList<ScoredChunk> results;
    QHash<QString, int> perFile;
    for (const Candidate &candidate : std::as_const(candidates)) {
        const Chunk &chunk = m_chunks.at(candidate.index);
        int &taken = perFile[chunk.file];
        if (perFileCap > 0 && taken >= perFileCap)
            continue;
        ++taken;
        results.append({chunk, candidate.score});
        if (results.size() >= k)
            break;
    }
    return results;
}

QList<Chunk> CorpusIndex::allChunks() const
{
    return m_chunks;
}

std::optional<Chunk> CorpusIndex::chunk(const QString &id) const
{
    const auto it = m_indexById.constFind(id);
    if (it == m_indexById.cend())
        return std::nullopt;
    return m_chunks.at(*it);
}

QString CorpusIndex::corpusDir() const
{
    return m_corpusDir;
}

} // namespace rac::retrieval
