//! The [`Context`]: one per compilation. It uniques types, attributes and locations (so their
//! handles compare by identity) and owns every operation, block, region and value.
//!
//! This is the facade at the top of the layers: it composes each layer's store, while the
//! methods live in `impl Context` blocks in the modules they belong to (see the crate docs).

/// Owns the uniqued type/attribute storage and the IR arenas.
pub struct Context {
    /// Uniqued types, attributes and locations.
    pub(crate) uniquer: std::sync::Arc<crate::uniquer::Uniquer>,
    /// Operations, blocks, regions and values.
    pub(crate) ir: crate::ir::IrStore,
    /// Registered dialects and operation names.
    pub(crate) registry: std::sync::Arc<crate::registry::Registry>,
    /// What the parser wraps a file's top-level operations in (the builtin dialect's
    /// `builtin.module`, from the layer above the parser).
    pub(crate) top_level: crate::asm::op_parser::TopLevelContainer,
    /// The file resources read (`{-# dialect_resources ... #-}`).
    pub(crate) resources: std::sync::Arc<crate::resources::ResourceStore>,
    /// The passes registered for a tool to find: the runtime's standard passes
    /// ([`crate::transforms::standard_passes`]) from the start, then the tool's.
    pub(crate) passes: std::sync::Arc<crate::pass::PassRegistry>,
    /// What passes wrote besides the IR, and the printing flag they read.
    pub(crate) pass_output: crate::pass::PassOutput,
    /// Whether pass managers may run nested pipelines on several threads (MLIR's
    /// `MLIRContext::isMultithreadingEnabled`).
    pub(crate) multithreading: bool,
    /// From what size parsing and printing may use threads (see
    /// [`Context::set_threads_from`]).
    pub(crate) threads_from: usize,
}

/// The passes every context starts with registered: the runtime's standard passes, as
/// MLIR's passes are in its global registry once their library is linked in (so that a
/// pass reading a pipeline, the inliner's, finds them in the context).
static STANDARD_PASSES: std::sync::LazyLock<std::sync::Arc<crate::pass::PassRegistry>> =
    std::sync::LazyLock::new(|| std::sync::Arc::new(crate::transforms::standard_passes()));

impl Default for Context {
    fn default() -> Self {
        Context {
            uniquer: Default::default(),
            ir: Default::default(),
            registry: Default::default(),
            top_level: crate::builtin_ops::TOP_LEVEL_CONTAINER,
            resources: Default::default(),
            passes: STANDARD_PASSES.clone(),
            pass_output: Default::default(),
            multithreading: true,
            threads_from: crate::asm::op_parser::THREADS_FROM,
        }
    }
}

impl Context {
    /// A fresh context with no dialect registered (the standard passes are).
    pub fn new() -> Self {
        Self::default()
    }
}

/// What passes on threads share must be shareable.
const _: () = {
    const fn shareable<T: Send + Sync>() {}
    shareable::<crate::uniquer::Uniquer>();
    shareable::<crate::registry::Registry>();
    shareable::<crate::pass::PassRegistry>();
    const fn movable<T: Send>() {}
    movable::<Context>();
    shareable::<Context>();
    movable::<crate::pass::PassResult>();
};
