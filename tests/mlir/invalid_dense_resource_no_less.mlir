// 'dense_resource' needs its '<'.
#attr = dense_resource>
