# Markdown structure comes from md4c (libmd4c-dev), the CommonMark parser Qt uses too.
# Through pkg-config: Debian's md4cConfig.cmake also names libmd4c-html, which
# lives in another package.
find_package(PkgConfig REQUIRED)
pkg_check_modules(MD4C REQUIRED IMPORTED_TARGET md4c)
rac_add_module(rac_retrieval
    SOURCES retrieval/MarkdownDocument.cpp retrieval/MarkdownChunker.cpp retrieval/CorpusIndex.cpp retrieval/CorpusIndexVectors.cpp retrieval/CorpusIndexDerived.cpp
    DEPS rac_common Qt6::Sql PkgConfig::MD4C)
