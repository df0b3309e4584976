//===-- Utils.td - string helpers shared by the ODS library -*- tablegen -*-===//
//
// Part of ods-rs: the ODS base library for Rust. Helper classes used when
// building predicates and descriptions.
//
//===----------------------------------------------------------------------===//

#ifndef ODS_UTILS
#define ODS_UTILS

// A string-valued function over named arguments, substituted like a predicate.
class StrFunc<string r> {
  string result = r;
}

// Marks a def or class as deprecated in favour of `reason`. The deprecated library names
// (`I32Property`, ...) work as their replacements do.
class Deprecated<string reason> {
  string odsDeprecated = reason;
}

// Marks what ods-build generates from a def as deprecated: a builder
// (`DeprecatedOpBuilder`, or a type or attribute builder deriving from this) gets
// `#[deprecated(note = reason)]`, so using it warns, as the C++ compiler warns in MLIR.
class CppDeprecated<string reason> {
  string odsCppDeprecated = reason;
}

// `str` with its first character upper-cased.
class firstCharToUpper<string str> {
  string ret = !if(!gt(!size(str), 0),
                   !toupper(!substr(str, 0, 1)) # !substr(str, 1), "");
}

// `str` with its first underscore removed and the character after it upper-cased.
class _snakeCaseHelper<string str> {
  int idx = !find(str, "_");
  string ret = !if(!ge(idx, 0),
                   !substr(str, 0, idx) # firstCharToUpper<!substr(str, !add(idx, 1))>.ret,
                   str);
}

// `snake_case` to `SnakeCase`.
class snakeCaseToCamelCase<string str> {
  string ret = !foldl(firstCharToUpper<str>.ret, !range(0, !size(str)), acc, idx,
                      _snakeCaseHelper<acc>.ret);
}

// Marker of an argument list.
def ins;

// Marker of a result list.
def outs;

#endif // ODS_UTILS
