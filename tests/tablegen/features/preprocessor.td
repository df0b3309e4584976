// The preprocessor: #define, #ifdef, #ifndef, #else, #endif, nesting.
#define FEATURE
#ifdef FEATURE
def HasFeature;
#else
def NoFeature;
#endif
#ifndef MISSING
def NotMissing;
#ifdef FEATURE
def Nested;
#endif
#endif
#ifdef MISSING
def Skipped { int x = 1; }
#endif
