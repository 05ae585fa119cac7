/* Test-only stand-in for Windows 10's bcryptprimitives.dll, which Debian 12's Wine 8 lacks.
 * Rust's standard library asks it for random bytes (ProcessPrng); this answers from
 * advapi32's RtlGenRandom. Used by .ci/windows only, never shipped. */
#include <windows.h>

BOOLEAN WINAPI SystemFunction036(PVOID buffer, ULONG length);

__declspec(dllexport) BOOL WINAPI ProcessPrng(PBYTE data, SIZE_T length)
{
    while (length > 0) {
        ULONG chunk = length > 0x10000000 ? 0x10000000 : (ULONG)length;
        if (!SystemFunction036(data, chunk))
            return FALSE;
        data += chunk;
        length -= chunk;
    }
    return TRUE;
}
