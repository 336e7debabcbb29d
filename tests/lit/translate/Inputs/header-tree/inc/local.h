#pragma once
#define LOCAL_SCALE 2.0f
