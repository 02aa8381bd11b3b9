rac_add_module(rac_retrieval
    SOURCES retrieval/MarkdownChunker.cpp retrieval/CorpusIndex.cpp retrieval/CorpusIndexVectors.cpp
    DEPS rac_common Qt6::Sql)
