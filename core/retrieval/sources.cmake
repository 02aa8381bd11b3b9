rac_add_module(rac_retrieval
    SOURCES retrieval/MarkdownChunker.cpp retrieval/CorpusIndex.cpp retrieval/CorpusIndexVectors.cpp retrieval/CorpusIndexDerived.cpp
    DEPS rac_common Qt6::Sql)
