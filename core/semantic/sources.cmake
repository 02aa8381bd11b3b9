rac_add_module(rac_semantic
    SOURCES semantic/SemanticModel.cpp semantic/FormulaCompiler.cpp semantic/ProseFormula.cpp semantic/QuestionAnalyzer.cpp
            semantic/SqlBuilder.cpp
            semantic/parse/LexicalResources.cpp semantic/parse/Vocabulary.cpp semantic/parse/Lexicon.cpp
            semantic/parse/QuestionReader.cpp semantic/parse/CompanyRoles.cpp semantic/parse/TableValueWords.cpp semantic/parse/CopulaComparisons.cpp semantic/parse/Interpreter.cpp semantic/parse/InterpretationHelpers.cpp
            semantic/parse/ReadDefinitions.cpp semantic/parse/ReadMeasureVariants.cpp semantic/parse/ReadDerivedFigures.cpp semantic/parse/ReadDivision.cpp semantic/parse/ReadOnlyRelated.cpp semantic/parse/ReadContrasts.cpp semantic/parse/ReadTextPieces.cpp semantic/parse/ReadColumnNumbers.cpp
            semantic/parse/ReadConditions.cpp semantic/parse/ReadComparisons.cpp semantic/parse/ReadAverageComparisons.cpp semantic/parse/ReadSplitNames.cpp semantic/parse/ReadDurations.cpp semantic/parse/TimeUnitNouns.cpp semantic/parse/ReadPeriodDateColumn.cpp semantic/parse/ReadReportCounts.cpp semantic/parse/ReadRowComparisons.cpp semantic/parse/ReadPreviousPeriod.cpp semantic/parse/ReadRunningTotals.cpp semantic/parse/ReadColumnArithmetic.cpp semantic/parse/ReadNegations.cpp semantic/parse/ReadQuantities.cpp semantic/parse/ReadSelfReference.cpp semantic/parse/ReadRoleVerbs.cpp semantic/parse/ReadStoredBounds.cpp semantic/parse/ReadPredicateNominals.cpp semantic/parse/ReadRowCounts.cpp semantic/parse/ReadSeparateCounts.cpp semantic/parse/ReadCountsByCount.cpp semantic/parse/ReadDistinctValueCounts.cpp semantic/parse/ReadLinkingVerbs.cpp semantic/parse/ReadDisjunctions.cpp semantic/parse/ReadMostOften.cpp semantic/parse/ReadSameAs.cpp semantic/parse/ReadSeveralFigures.cpp semantic/parse/ReadGrouping.cpp semantic/parse/ReadPeriodsAsked.cpp semantic/parse/ReadTopGroupMembers.cpp semantic/parse/ReadAggregates.cpp semantic/parse/ReadRankings.cpp semantic/parse/ReadSalesRanking.cpp semantic/parse/ReadSoldState.cpp semantic/parse/RankWithinGroups.cpp semantic/parse/ReadLabelledBands.cpp semantic/parse/LabelledBands.cpp semantic/parse/Projection.cpp semantic/parse/QueryRenderer.cpp
            semantic/parse/SemanticLayerFile.cpp semantic/parse/SemanticParser.cpp semantic/parse/BracketRestatements.cpp semantic/parse/StoryConditions.cpp semantic/parse/YesNoQuestions.cpp semantic/parse/DefinedTerms.cpp semantic/parse/ScheduleStates.cpp semantic/parse/PresentationClauses.cpp
    DEPS rac_common rac_sql rac_planning rac_answer)
# General English comes from Debian's lexical packages (wordnet-dev, libstemmer-dev, libhunspell-dev).
find_library(WORDNET_LIBRARY NAMES wordnet REQUIRED)
find_library(STEMMER_LIBRARY NAMES stemmer REQUIRED)
find_package(PkgConfig REQUIRED)
pkg_check_modules(HUNSPELL REQUIRED IMPORTED_TARGET hunspell)
target_link_libraries(rac_semantic PRIVATE ${WORDNET_LIBRARY} ${STEMMER_LIBRARY} PkgConfig::HUNSPELL)
# The analytics vocabulary is data, compiled in so the CLI and the app share it.
qt_add_resources(rac_semantic "semantic_vocabulary" PREFIX "/semantic" BASE "${CMAKE_CURRENT_SOURCE_DIR}/semantic/parse"
    FILES "${CMAKE_CURRENT_SOURCE_DIR}/semantic/parse/vocabulary.json")
