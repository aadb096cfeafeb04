// The bytes the C allocator has handed out and not taken back, for the memory report.
#ifndef HEAP_BYTES_H
#define HEAP_BYTES_H
#include <stddef.h>

/// glibc's `mallinfo2().uordblks`: the bytes allocated now (0 off Linux).
size_t heap_bytes_in_use(void);
#endif
