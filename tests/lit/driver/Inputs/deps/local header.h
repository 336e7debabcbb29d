#define LOCAL_VALUE 7
