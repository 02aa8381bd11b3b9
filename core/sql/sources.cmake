rac_add_module(rac_sql
    SOURCES sql/Schema.cpp sql/SqlLexer.cpp sql/SchemaIntrospector.cpp sql/SqliteDialect.cpp sql/SqlGuard.cpp
            sql/QueryExecutor.cpp sql/QueryLimits.cpp sql/ReadAuthorizer.cpp sql/SqlRepairer.cpp sql/KeyInference.cpp
    DEPS rac_common Qt6::Sql SQLite::SQLite3)
