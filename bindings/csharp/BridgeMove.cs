// Generated from include/bridgemove/*.h by bindings/csharp/gen-pinvoke.py: do not edit.
// doc/windows.md says how to call these; bm_X_free releases each handle, bm_free each
// string returned through an `out IntPtr` (Native.Take reads it and frees it).
using System;
using System.Runtime.InteropServices;

namespace BridgeMove
{
    public enum BmDirection : int
    {
        BM_DIRECTION_NORTH = 1,
        BM_DIRECTION_EAST = 2,
        BM_DIRECTION_SOUTH = 3,
        BM_DIRECTION_WEST = 4,
    }

    public enum BmEvent : int
    {
        BM_EVENT_PAIRS = 1,
        BM_EVENT_TEAMS = 2,
        BM_EVENT_INDIVIDUAL = 3,
    }

    public enum BmField : int
    {
        BM_FIELD_NS = 1,
        BM_FIELD_EW = 2,
        BM_FIELD_NORTH = 3,
        BM_FIELD_SOUTH = 4,
        BM_FIELD_EAST = 5,
        BM_FIELD_WEST = 6,
        BM_FIELD_SET = 7,
        BM_FIELD_COPY = 8,
        BM_FIELD_FIRST = 9,
    }

    public enum BmFields : int
    {
        BM_FIELDS_TWO = 1,
        BM_FIELDS_ONE = 2,
        BM_FIELDS_ONE_AFTER_SWITCHING = 3,
        BM_FIELDS_TEAMS = 4,
    }

    public enum BmFlag : int
    {
        BM_FLAG_COMPLETE = 1,
        BM_FLAG_PERFECT = 2,
        BM_FLAG_DECOUPLED = 3,
        BM_FLAG_STATIONARY = 4,
        BM_FLAG_ONE_WINNER = 5,
        BM_FLAG_COMPLETE_STRICT = 6,
    }

    public enum BmForm : int
    {
        BM_FORM_TEXT = 1,
        BM_FORM_JSON = 2,
        BM_FORM_HTML = 3,
        BM_FORM_SVG = 4,
        BM_FORM_XML = 5,
    }

    public enum BmFormat : int
    {
        BM_FORMAT_TEXT = 1,
        BM_FORMAT_JSON = 2,
        BM_FORMAT_ROUNDDATA = 3,
        BM_FORMAT_EBU = 4,
    }

    public enum BmGuidePart : int
    {
        BM_GUIDE_ALL = 1,
        BM_GUIDE_DESCRIPTION = 2,
        BM_GUIDE_PAIR = 3,
        BM_GUIDE_TABLE = 4,
        BM_GUIDE_STAND = 5,
    }

    public enum BmMatrix : int
    {
        BM_MATRIX_A = 1,
        BM_MATRIX_B = 2,
        BM_MATRIX_C = 3,
        BM_MATRIX_D = 4,
        BM_MATRIX_S = 5,
        BM_MATRIX_PARTNERS = 6,
        BM_MATRIX_COMMON = 7,
    }

    public enum BmPlace : int
    {
        BM_PLACE_NONE = 0,
        BM_PLACE_TABLE = 1,
        BM_PLACE_SHARED = 2,
        BM_PLACE_STAND = 3,
        BM_PLACE_OUT = 4,
    }

    public enum BmPrint : int
    {
        BM_PRINT_GUIDE = 1,
        BM_PRINT_ROOM = 2,
        BM_PRINT_BALANCE = 3,
        BM_PRINT_SWITCHES = 4,
    }

    public enum BmRule : int
    {
        BM_RULE_1A = 1,
        BM_RULE_1B = 2,
        BM_RULE_2 = 3,
        BM_RULE_3A = 4,
        BM_RULE_3B = 5,
        BM_RULE_4A = 6,
        BM_RULE_4B = 7,
        BM_RULE_COMPLETE = 8,
        BM_RULE_COMPLETE_STRICT = 9,
    }

    public enum BmStat : int
    {
        BM_STAT_MEAN = 1,
        BM_STAT_SD = 2,
        BM_STAT_SD_SAMPLE = 3,
        BM_STAT_MIN = 4,
        BM_STAT_MAX = 5,
        BM_STAT_PARITY_BOUND_SD = 6,
        BM_STAT_APPLES_ORANGES = 7,
        BM_STAT_SUM = 8,
        BM_STAT_PAIRS = 9,
        BM_STAT_FIELD_COUPLING = 10,
        BM_STAT_FIELD_COUPLING_UNSWITCHED = 11,
        BM_STAT_BOUND_SD = 12,
        BM_STAT_RATIO_TO_BOUND = 13,
    }

    public enum BmStatus : int
    {
        BM_OK = 0,
        BM_EINVAL = 1,
        BM_ENOMEM = 2,
        BM_ERANGE = 3,
        BM_EPARSE = 4,
        BM_EUNSUPPORTED = 5,
        BM_ENOTSTATIONARY = 6,
        BM_ENOTFOUND = 7,
    }

    public enum BmSuggestNumber : int
    {
        BM_SUGGEST_TABLES = 1,
        BM_SUGGEST_ROUNDS = 2,
        BM_SUGGEST_BOARDS_PER_ROUND = 3,
        BM_SUGGEST_BOARDS_PLAYED = 4,
        BM_SUGGEST_BOARDS_TO_PREPARE = 5,
        BM_SUGGEST_STANDS = 6,
        BM_SUGGEST_SHARED_TABLES = 7,
        BM_SUGGEST_SIT_OUTS = 8,
        BM_SUGGEST_STATIONARY = 9,
        BM_SUGGEST_ONE_WINNER = 10,
        BM_SUGGEST_ONE_WINNER_SWITCHED = 11,
        BM_SUGGEST_COPIES = 12,
        BM_SUGGEST_MINUTES = 13,
        BM_SUGGEST_OPPONENTS_MET = 14,
    }

    public enum BmSuggestReal : int
    {
        BM_SUGGEST_SD = 1,
        BM_SUGGEST_SD_SWITCHED = 2,
        BM_SUGGEST_APPLES_ORANGES = 3,
    }

    public enum BmSuggestText : int
    {
        BM_SUGGEST_SPEC = 1,
        BM_SUGGEST_REASON = 2,
        BM_SUGGEST_SWITCH_PLAN = 3,
    }

    public enum BmSwitchNumber : int
    {
        BM_SWITCH_BOARDS_SWITCHED = 1,
        BM_SWITCH_PROVEN = 2,
        BM_SWITCH_STOPPED_EARLY = 3,
        BM_SWITCH_ITERATIONS = 4,
        BM_SWITCH_INSTRUCTIONS = 5,
    }

    public enum BmSwitchReal : int
    {
        BM_SWITCH_SD = 1,
        BM_SWITCH_START_SD = 2,
        BM_SWITCH_PARITY_BOUND = 3,
    }

    public enum BmSwitchText : int
    {
        BM_SWITCH_LEVEL = 1,
        BM_SWITCH_PRESET = 2,
    }

    public enum BmVulnerability : int
    {
        BM_VULNERABLE_NONE = 1,
        BM_VULNERABLE_NS = 2,
        BM_VULNERABLE_EW = 3,
        BM_VULNERABLE_BOTH = 4,
    }

    public static class Native
    {
        public const string Dll = "libbridgemove-1.dll";

        /// <summary>A NUL-terminated UTF-8 string of the library (null for IntPtr.Zero).</summary>
        public static string Utf8(IntPtr p)
        {
            if (p == IntPtr.Zero)
                return null;
            int n = 0;
            while (Marshal.ReadByte(p, n) != 0)
                n++;
            byte[] bytes = new byte[n];
            Marshal.Copy(p, bytes, 0, n);
            return System.Text.Encoding.UTF8.GetString(bytes);
        }

        /// <summary>A string returned through an out IntPtr, read and released (bm_free).</summary>
        public static string Take(IntPtr p)
        {
            string s = Utf8(p);
            bm_free(p);
            return s;
        }

        /// <summary>The message of the last failing call of this thread.</summary>
        public static string LastError()
        {
            return Utf8(bm_last_error());
        }

        // analysis.h
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern BmStatus bm_analysis_new(out IntPtr @out, IntPtr m);
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern void bm_analysis_free(IntPtr an);
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern BmEvent bm_analysis_event(IntPtr an);
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern uint bm_analysis_participants(IntPtr an);
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern uint bm_analysis_boards(IntPtr an);
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern uint bm_analysis_tables_in_play(IntPtr an);
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern BmStatus bm_analysis_counted(out int @out, IntPtr an, uint participant);
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern BmStatus bm_analysis_entry(out long @out, IntPtr an, BmMatrix which, uint i, uint j);
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern BmStatus bm_analysis_row(out long @out, UIntPtr n, IntPtr an, BmMatrix which, uint i);
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern BmStatus bm_analysis_matrix(out long @out, UIntPtr n, IntPtr an, BmMatrix which);
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern BmStatus bm_analysis_board_plays(out uint @out, IntPtr an, uint board);
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern BmStatus bm_analysis_boards_played(out uint @out, IntPtr an, uint participant);
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern BmStatus bm_analysis_stat(out double @out, IntPtr an, BmStat which);
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern BmStatus bm_analysis_flag(out int @out, IntPtr an, BmFlag which);
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern BmStatus bm_analysis_fields(out BmFields @out, IntPtr an);
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern IntPtr bm_fields_str(BmFields fields);
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern BmStatus bm_analysis_distribution_size(out uint @out, IntPtr an);
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern BmStatus bm_analysis_distribution_entry(out long value, out uint count, IntPtr an, uint index);
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern BmStatus bm_analysis_report(out IntPtr @out, IntPtr an, BmForm form);
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern BmStatus bm_analysis_sections_report(out IntPtr @out, IntPtr s, BmForm form);

        // boards.h
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern BmStatus bm_cell_board_count(out uint @out, IntPtr m, uint round, uint table);
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern BmStatus bm_cell_board(out uint board, out int switched, IntPtr m, uint round, uint table, uint index);
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern BmStatus bm_cell_seated(out uint participant, IntPtr m, uint round, uint table, uint board, BmField seat);
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern BmStatus bm_board_play_count(out uint @out, IntPtr m, uint board);
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern BmStatus bm_board_play(out uint round, out uint table, out int switched, out int sitout, IntPtr m, uint board, uint index);
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern BmStatus bm_movement_set_copies(out uint @out, IntPtr m, uint set);
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern BmStatus bm_movement_boards_to_prepare(out uint @out, IntPtr m);
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern BmStatus bm_travellers_report(out IntPtr @out, IntPtr m, uint board, BmForm form);

        // change.h
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern BmStatus bm_change(out IntPtr @out, IntPtr m, IntPtr opt);
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern void bm_change_free(IntPtr change);
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern IntPtr bm_change_movement(IntPtr change);
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern uint bm_change_instruction_count(IntPtr change);
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern IntPtr bm_change_instruction(IntPtr change, uint index);
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern BmStatus bm_change_report(out IntPtr @out, IntPtr change, BmForm form);

        // check.h
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern BmStatus bm_check_new(out IntPtr @out, IntPtr m);
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern void bm_check_free(IntPtr check);
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern int bm_check_stationary(IntPtr check);
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern uint bm_check_sitting_out(IntPtr check);
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern BmStatus bm_check_holds(out int holds, IntPtr check, BmRule rule);
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern BmStatus bm_check_violations(out uint count, IntPtr check, BmRule rule);
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern BmStatus bm_check_first_violation(out uint round, out uint table, out uint participant, out uint set, IntPtr check, BmRule rule);
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern int bm_check_playable(IntPtr check);
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern IntPtr bm_rule_name(BmRule rule);
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern BmStatus bm_check_report(out IntPtr @out, IntPtr check, BmForm form);

        // families.h
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern uint bm_family_count();
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern IntPtr bm_family_name(uint index);
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern IntPtr bm_family_description([MarshalAs(UnmanagedType.LPUTF8Str)] string family);
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern BmStatus bm_families_report(out IntPtr @out, BmForm form);

        // format.h
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern BmFormat bm_format_detect([MarshalAs(UnmanagedType.LPUTF8Str)] string text, UIntPtr len);
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern BmStatus bm_format_from_name(out BmFormat @out, [MarshalAs(UnmanagedType.LPUTF8Str)] string name);
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern IntPtr bm_format_name(BmFormat format);
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern BmStatus bm_movement_read(out IntPtr @out, [MarshalAs(UnmanagedType.LPUTF8Str)] string text, UIntPtr len, [MarshalAs(UnmanagedType.LPUTF8Str)] string hint, out IntPtr notes);
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern BmStatus bm_movement_write(out IntPtr @out, IntPtr m, BmFormat format, IntPtr opt, out IntPtr notes);
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern BmStatus bm_sections_read(out IntPtr @out, [MarshalAs(UnmanagedType.LPUTF8Str)] string text, UIntPtr len, [MarshalAs(UnmanagedType.LPUTF8Str)] string hint, out IntPtr notes);
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern BmStatus bm_sections_write(out IntPtr @out, IntPtr s, BmFormat format, IntPtr opt, out IntPtr notes);

        // guide.h
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern BmStatus bm_guide_next_seat(out uint table, out BmField seat, IntPtr m, uint participant, uint round);
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern BmStatus bm_guide_sits_out(out int @out, IntPtr m, uint participant, uint round);
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern BmStatus bm_guide_boards_at(out BmPlace place, out uint number, out uint count, IntPtr m, uint round, uint set, uint copy);
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern BmStatus bm_guide_next_boards(out BmPlace place, out uint number, out uint count, IntPtr m, uint round, uint table);
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern BmStatus bm_guide_next_boards_from_stand(out BmPlace place, out uint number, out uint count, IntPtr m, uint round, uint stand, uint index);
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern BmStatus bm_guide_report(out IntPtr @out, IntPtr m, BmGuidePart part, uint number, BmForm form);

        // matches.h
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern BmStatus bm_matches_new(out IntPtr @out, IntPtr m);
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern void bm_matches_free(IntPtr mt);
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern uint bm_matches_teams(IntPtr mt);
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern BmStatus bm_matches_count(out uint meetings, out uint incomplete, IntPtr mt);
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern BmStatus bm_matches_pair(out int met, out int complete, out uint common, IntPtr mt, uint team_x, uint team_y);
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern BmStatus bm_matches_half_count(out uint count, IntPtr mt, uint ns_team, uint ew_team);
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern BmStatus bm_matches_half_board(out uint board, IntPtr mt, uint ns_team, uint ew_team, uint index);
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern BmStatus bm_matches_report(out IntPtr @out, IntPtr mt, BmForm form);

        // movement.h
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern BmStatus bm_movement_new(out IntPtr @out, BmEvent @event, uint rounds, uint tables, uint participants, uint sets, uint boards_per_set);
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern void bm_movement_free(IntPtr m);
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern BmStatus bm_movement_copy(out IntPtr @out, IntPtr m);
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern BmStatus bm_movement_equal(out int equal, IntPtr a, IntPtr b);
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern BmEvent bm_movement_event(IntPtr m);
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern uint bm_movement_rounds(IntPtr m);
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern uint bm_movement_tables(IntPtr m);
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern uint bm_movement_participants(IntPtr m);
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern uint bm_movement_sets(IntPtr m);
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern uint bm_movement_boards_per_set(IntPtr m);
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern uint bm_movement_boards(IntPtr m);
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern uint bm_movement_first_board(IntPtr m);
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern BmStatus bm_movement_set_first_board(IntPtr m, uint first_board);
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern uint bm_movement_first_round(IntPtr m);
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern BmStatus bm_movement_set_first_round(IntPtr m, uint first_round);
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern BmStatus bm_movement_set_size(out uint @out, IntPtr m, uint set);
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern BmStatus bm_movement_resize_set(IntPtr m, uint set, uint size);
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern BmStatus bm_movement_board_number(out uint @out, IntPtr m, uint set, uint position);
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern BmStatus bm_movement_get(out uint @out, IntPtr m, uint round, uint table, BmField field);
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern BmStatus bm_movement_set(IntPtr m, uint round, uint table, BmField field, uint value);
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern BmStatus bm_movement_set_pairs(IntPtr m, uint round, uint table, uint ns, uint ew, uint set);
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern BmStatus bm_movement_active(out int @out, IntPtr m, uint round, uint table);
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern BmStatus bm_movement_clear(IntPtr m, uint round, uint table);
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern BmStatus bm_movement_switched(out int @out, IntPtr m, uint round, uint table, uint position);
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern BmStatus bm_movement_set_switched(IntPtr m, uint round, uint table, uint position, int switched);
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern BmStatus bm_movement_phantom(out uint from_round, IntPtr m, uint participant);
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern BmStatus bm_movement_set_phantom(IntPtr m, uint participant, uint from_round);
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern BmStatus bm_movement_arrival(out uint round, IntPtr m, uint participant);
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern BmStatus bm_movement_set_arrival(IntPtr m, uint participant, uint round);
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern BmStatus bm_movement_present(out int @out, IntPtr m, uint participant, uint round);
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern BmStatus bm_movement_team(out uint @out, IntPtr m, uint pair);
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern BmStatus bm_movement_set_team(IntPtr m, uint pair, uint team);
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern uint bm_movement_teams(IntPtr m);
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern IntPtr bm_movement_name(IntPtr m);
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern BmStatus bm_movement_set_name(IntPtr m, [MarshalAs(UnmanagedType.LPUTF8Str)] string name);
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern IntPtr bm_movement_spec(IntPtr m);
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern BmStatus bm_movement_set_spec(IntPtr m, [MarshalAs(UnmanagedType.LPUTF8Str)] string spec);
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern IntPtr bm_movement_generator(IntPtr m);
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern BmStatus bm_movement_set_generator(IntPtr m, [MarshalAs(UnmanagedType.LPUTF8Str)] string generator);
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern uint bm_movement_changes(IntPtr m);
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern IntPtr bm_movement_change(IntPtr m, uint index);
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern uint bm_movement_stands(IntPtr m);
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern BmStatus bm_movement_add_stand(out uint id, IntPtr m, [MarshalAs(UnmanagedType.LPUTF8Str)] string name, uint after_table, uint copy);
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern BmStatus bm_movement_stand(out uint after_table, out uint copy, out IntPtr name, IntPtr m, uint stand);
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern BmStatus bm_movement_stand_push(IntPtr m, uint round, uint stand, uint set, uint copy);
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern BmStatus bm_movement_stand_count(out uint @out, IntPtr m, uint round, uint stand);
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern BmStatus bm_movement_stand_item(out uint set, out uint copy, IntPtr m, uint round, uint stand, uint index);
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern BmStatus bm_movement_seat_of(out uint table, out BmField field, IntPtr m, uint participant, uint round);

        // options.h
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern BmStatus bm_options_new(out IntPtr @out, [MarshalAs(UnmanagedType.LPUTF8Str)] string set);
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern BmStatus bm_options_parse(out IntPtr @out, [MarshalAs(UnmanagedType.LPUTF8Str)] string set, [MarshalAs(UnmanagedType.LPUTF8Str)] string text);
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern void bm_options_free(IntPtr opt);
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern BmStatus bm_options_set(IntPtr opt, [MarshalAs(UnmanagedType.LPUTF8Str)] string key, [MarshalAs(UnmanagedType.LPUTF8Str)] string value);
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern BmStatus bm_options_get(out IntPtr @out, IntPtr opt, [MarshalAs(UnmanagedType.LPUTF8Str)] string key);
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern IntPtr bm_options_name(IntPtr opt);
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern BmStatus bm_options_to_string(out IntPtr @out, IntPtr opt);
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern uint bm_options_key_count([MarshalAs(UnmanagedType.LPUTF8Str)] string set);
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern IntPtr bm_options_key_name([MarshalAs(UnmanagedType.LPUTF8Str)] string set, uint index);
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern IntPtr bm_options_key_help([MarshalAs(UnmanagedType.LPUTF8Str)] string set, [MarshalAs(UnmanagedType.LPUTF8Str)] string key);
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern BmStatus bm_options_describe(out IntPtr @out, [MarshalAs(UnmanagedType.LPUTF8Str)] string set, BmForm form);

        // print.h
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern BmStatus bm_print_report(out IntPtr @out, IntPtr m, BmPrint what, BmForm form, IntPtr opt);

        // scoring.h
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern BmStatus bm_board_vulnerability(out BmVulnerability vulnerability, out BmDirection dealer, uint board);
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern BmStatus bm_score_result(out int ns_score, [MarshalAs(UnmanagedType.LPUTF8Str)] string contract, BmDirection declarer, uint tricks, BmVulnerability vulnerability);
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern BmStatus bm_score_imps(out int imps, long difference);
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern BmStatus bm_score_victory_points(out double vp, long imp_margin, uint boards);
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern BmStatus bm_results_new(out IntPtr @out, IntPtr m);
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern BmStatus bm_results_read(out IntPtr @out, IntPtr m, [MarshalAs(UnmanagedType.LPUTF8Str)] string text, UIntPtr len);
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern BmStatus bm_results_read_section(out IntPtr @out, IntPtr m, [MarshalAs(UnmanagedType.LPUTF8Str)] string section, [MarshalAs(UnmanagedType.LPUTF8Str)] string text, UIntPtr len);
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern void bm_results_free(IntPtr r);
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern BmStatus bm_results_set_contract(IntPtr r, uint round, uint table, uint board, [MarshalAs(UnmanagedType.LPUTF8Str)] string contract, BmDirection declarer, uint tricks);
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern BmStatus bm_results_set_score(IntPtr r, uint round, uint table, uint board, int ns_score);
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern BmStatus bm_results_set_split(IntPtr r, uint round, uint table, uint board, int ns_score, int ew_score);
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern BmStatus bm_results_set_artificial(IntPtr r, uint round, uint table, uint board, [MarshalAs(UnmanagedType.LPUTF8Str)] string artificial);
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern BmStatus bm_results_set_not_played(IntPtr r, uint round, uint table, uint board);
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern BmStatus bm_results_set_lead(IntPtr r, uint round, uint table, uint board, [MarshalAs(UnmanagedType.LPUTF8Str)] string lead);
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern BmStatus bm_results_report(out IntPtr @out, IntPtr r, BmForm form);
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern BmStatus bm_scoring_new(out IntPtr @out, IntPtr r, IntPtr opt);
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern BmStatus bm_scoring_sections_new(out IntPtr @out, IntPtr[] sections, uint count, uint section, IntPtr opt);
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern void bm_scoring_free(IntPtr sc);
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern BmStatus bm_scoring_participant(out double score, out double top, out double percent, out uint boards, IntPtr sc, uint participant);
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern BmStatus bm_scoring_rank(out uint place, out uint field, IntPtr sc, uint participant);
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern BmStatus bm_scoring_plays(out uint count, IntPtr sc, uint board);
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern BmStatus bm_scoring_play(out uint round, out uint table, out uint ns, out uint ew, IntPtr sc, uint board, uint play);
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern BmStatus bm_scoring_play_points(out int ns_score, out double ns_points, out double ew_points, out int scored, IntPtr sc, uint board, uint play);
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern BmStatus bm_scoring_play_lead(out IntPtr lead, IntPtr sc, uint board, uint play);
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern BmStatus bm_scoring_team(out double vp, out double imps, out uint matches, IntPtr sc, uint team);
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern BmStatus bm_scoring_report(out IntPtr @out, IntPtr sc, BmForm form);
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern BmStatus bm_scoring_sections_report(out IntPtr @out, IntPtr[] sections, uint count, [MarshalAs(UnmanagedType.LPArray, ArraySubType = UnmanagedType.LPUTF8Str)] string[] letters, BmForm form);
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern BmStatus bm_scoring_names_read(IntPtr sc, [MarshalAs(UnmanagedType.LPUTF8Str)] string text, UIntPtr len);
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern BmStatus bm_scoring_names_read_section(IntPtr sc, [MarshalAs(UnmanagedType.LPUTF8Str)] string section, [MarshalAs(UnmanagedType.LPUTF8Str)] string text, UIntPtr len);

        // sections.h
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern BmStatus bm_sections_new(out IntPtr @out);
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern void bm_sections_free(IntPtr s);
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern BmStatus bm_sections_add(IntPtr s, IntPtr m, [MarshalAs(UnmanagedType.LPUTF8Str)] string letter);
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern uint bm_sections_count(IntPtr s);
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern IntPtr bm_sections_movement(IntPtr s, uint section);
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern IntPtr bm_sections_letter(IntPtr s, uint section);
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern BmStatus bm_sections_board_plays(out uint @out, IntPtr s, uint section, uint board);
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern BmStatus bm_sections_common_boards(out uint @out, IntPtr s);

        // spec.h
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern BmStatus bm_build(out IntPtr @out, IntPtr spec);
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern BmStatus bm_build_string(out IntPtr @out, [MarshalAs(UnmanagedType.LPUTF8Str)] string text);

        // status.h
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern IntPtr bm_status_str(BmStatus status);
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern IntPtr bm_last_error();
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern void bm_free(IntPtr ptr);
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern IntPtr bm_version_string();

        // suggest.h
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern BmStatus bm_suggest(out IntPtr @out, IntPtr opt);
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern void bm_suggestions_free(IntPtr list);
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern uint bm_suggestions_count(IntPtr list);
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern BmStatus bm_suggestion_number(out uint @out, IntPtr list, uint index, BmSuggestNumber which);
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern BmStatus bm_suggestion_real(out double @out, IntPtr list, uint index, BmSuggestReal which);
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern IntPtr bm_suggestion_text(IntPtr list, uint index, BmSuggestText which);
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern BmStatus bm_suggestions_report(out IntPtr @out, IntPtr list, BmForm form);

        // swiss.h
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern BmStatus bm_swiss_new(out IntPtr @out, BmEvent @event, uint field, uint rounds, uint boards, ulong seed);
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern BmStatus bm_swiss_new_options(out IntPtr @out, IntPtr opt);
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern BmStatus bm_swiss_read(out IntPtr @out, [MarshalAs(UnmanagedType.LPUTF8Str)] string text, UIntPtr len);
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern void bm_swiss_free(IntPtr sw);
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern uint bm_swiss_rounds(IntPtr sw);
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern BmStatus bm_swiss_match(out uint home, out uint away, IntPtr sw, uint round, uint table);
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern BmStatus bm_swiss_bye(out uint participant, IntPtr sw, uint round);
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern BmStatus bm_swiss_set_result(IntPtr sw, uint table, double home, double away);
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern BmStatus bm_swiss_results_read(IntPtr sw, [MarshalAs(UnmanagedType.LPUTF8Str)] string text, UIntPtr len);
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern BmStatus bm_swiss_next(IntPtr sw);
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern BmStatus bm_swiss_standing(out uint place, out double score, out double imps, IntPtr sw, uint participant);
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern BmStatus bm_swiss_report(out IntPtr @out, IntPtr sw, BmForm form);
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern BmStatus bm_swiss_standings_report(out IntPtr @out, IntPtr sw, BmForm form);
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern BmStatus bm_swiss_round_movement(out IntPtr @out, IntPtr sw, uint round, uint copies);
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern BmStatus bm_swiss_session_results(IntPtr sw, IntPtr results);

        // switch.h
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern BmStatus bm_switch_plan_new(out IntPtr plan, out IntPtr switched, IntPtr m, IntPtr opt);
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern void bm_switch_plan_free(IntPtr plan);
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern BmStatus bm_switch_plan_movement(out IntPtr @out, IntPtr plan);
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern BmStatus bm_switch_plan_real(out double @out, IntPtr plan, BmSwitchReal which);
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern BmStatus bm_switch_plan_number(out ulong @out, IntPtr plan, BmSwitchNumber which);
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern IntPtr bm_switch_plan_text(IntPtr plan, BmSwitchText which);
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern IntPtr bm_switch_plan_instruction(IntPtr plan, uint index);
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern BmStatus bm_switch_plan_report(out IntPtr @out, IntPtr plan, BmForm form);

        // transform.h
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern BmStatus bm_movement_dual(out IntPtr @out, IntPtr m);
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern BmStatus bm_movement_interchange(out IntPtr @out, IntPtr m);
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern BmStatus bm_movement_transpose(out IntPtr @out, IntPtr m);
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern BmStatus bm_movement_reverse_rounds(out IntPtr @out, IntPtr m);
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern BmStatus bm_movement_permute_rounds(out IntPtr @out, IntPtr m, uint[] perm, UIntPtr n);
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern BmStatus bm_movement_permute_tables(out IntPtr @out, IntPtr m, uint[] perm, UIntPtr n);
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern BmStatus bm_movement_relabel_sets(out IntPtr @out, IntPtr m, uint[] perm, UIntPtr n);
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern BmStatus bm_movement_relabel_participants(out IntPtr @out, IntPtr m, uint[] perm, UIntPtr n);
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern BmStatus bm_movement_standard_form(out IntPtr @out, IntPtr m);
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern BmStatus bm_movement_is_standard(out int @out, IntPtr m);
        [DllImport(Dll, CallingConvention = CallingConvention.Cdecl)]
        public static extern BmStatus bm_movement_equivalent(out int @out, IntPtr a, IntPtr b);
    }
}
