// An umbrella spec: it defines nothing itself and includes one dialect's files, as a
// dialect whose ops and attributes upstream keeps apart (the complex dialect's
// `ComplexOps.td` and `ComplexAttributes.td`, each a run of mlir-tblgen there) is built
// by ods-build as one file. What the files it includes itself define is generated here,
// the dialect once; what those files include (the dialect's base) is not generated for
// itself but only as the dialect's.

include "inc/umbrella_ops.inc"
include "inc/umbrella_attrs.inc"
