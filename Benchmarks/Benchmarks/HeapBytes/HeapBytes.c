#include "HeapBytes.h"
#if defined(__linux__)
#include <malloc.h>
#endif

size_t heap_bytes_in_use(void) {
#if defined(__linux__)
    return mallinfo2().uordblks;
#else
    return 0;
#endif
}
