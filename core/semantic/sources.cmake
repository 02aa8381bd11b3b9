rac_add_module(rac_semantic
    SOURCES semantic/SemanticModel.cpp semantic/FormulaCompiler.cpp semantic/QuestionAnalyzer.cpp
            semantic/SqlBuilder.cpp
    DEPS rac_common rac_sql rac_planning rac_answer)
