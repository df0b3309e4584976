//! Operation traits: marker types with optional verifiers, queryable at run time.
