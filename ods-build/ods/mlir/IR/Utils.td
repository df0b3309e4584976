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

// Joins `strings` with `sep`.
class StrJoin<list<string> strings, string sep = ", "> {
  string result = !interleave(strings, sep);
}

// Joins integers with `sep`.
class StrJoinInt<list<int> integers, string sep = ", "> {
  string result = !interleave(!foreach(i, integers, !cast<string>(i)), sep);
}

// Marker of an argument list.
def ins;

// Marker of a result list.
def outs;

#endif // ODS_UTILS
