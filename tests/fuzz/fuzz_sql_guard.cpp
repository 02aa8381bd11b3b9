// SPDX-License-Identifier: MIT
// The SQL guard and lexer that every statement passes before SQLite sees it.
#include "FuzzInput.h"
#include "sql/SqlGuard.h"
#include "sql/SqlLexer.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QString sql = rac::fuzz::text(data, size);
    if (rac::sql::SqlGuard::check(sql))
        (void)rac::sql::SqlGuard::statementText(sql);
    (void)rac::sql::SqlLexer::significant(sql);
    return 0;
}
