//! The verifier driver: structure, dominance, trait verifiers, then op verifiers.
