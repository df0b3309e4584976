//! See the module map in `asm`.
