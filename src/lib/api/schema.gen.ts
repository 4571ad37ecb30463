// Generated from openapi/openapi.yaml by `npm run gen:api`. Do not edit.
/* eslint-disable */
export type paths = {
    "/api/v1/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign in with email and password (also the public login used for impersonation) */
        post: operations["login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/resetting/request": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["resettingRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/resetting/reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["resettingReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/impersonate/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Exchange an auth request for a store token, authorised by the public token (the one /api URL without the user's bearer) */
        post: operations["impersonateVerify"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/user/store": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getUserStore"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/user/avatar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["uploadAvatar"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/store/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getStore"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/store/analytics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getStoreAnalytics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/store/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["setStoreStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/store/collection/availability": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["setCollectionAvailability"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/store/online": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Keeps the store visible to customers (the 'Yes' and 'Go Live' buttons) */
        get: operations["keepStoreOnline"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/discovery/store": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The notifier config (realtime custom token and the store's realtime path) */
        get: operations["getNotifierConfig"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/dictionary/{storeId}/{locale}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Print label texts for one store and locale, with %placeholder% markers */
        get: operations["getPrintDictionary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/store/{id}/order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getCurrentOrders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/order/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One order as json (type=json) or in another language (_locale) */
        get: operations["getOrder"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/order/{id}/invoice": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getOrderInvoice"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/order/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch: operations["changeOrderStatus"];
        trace?: never;
    };
    "/api/v1/order/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["markOrderReady"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/order/product/replacement": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change a supermarket product's quantity on a pending order, or switch it out (qty "0") */
        post: operations["setProductReplacement"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/order/where/reply": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["replyWhereIs"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/order/refund/decide": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Accept or reject a refund request (store manager) */
        post: operations["decideRefund"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/search/order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Past orders and refunds with filters, sort and pagination; export=1 exports the same filter */
        get: operations["searchPastOrders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/store/{id}/category": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getMenuCategories"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/store/{id}/product": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getMenuProducts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/store/soldout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["setSoldOut"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/store/product/stock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["setStock"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/report/store/dates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getReportDates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/report/store/daily": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getDailyReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/report/store/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Items daily sales report */
        get: operations["getProductsReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/push/key": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getPushKey"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/push/subscription": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["savePushSubscription"];
        delete: operations["deletePushSubscription"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/store/loyalty/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["searchLoyaltyCustomer"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/store/loyalty/punch/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["addLoyaltyPunches"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/maintenance.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getMaintenanceFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["lookupIpCountry"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/directions/v5/mapbox/{profile}/{coordinates}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getDirections"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/collect": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["collectAnalytics"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/report": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["reportError"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
};
export type webhooks = Record<string, never>;
export type components = {
    schemas: {
        /**
         * @description Every error body. The toast title is message, else the status text, else error; the description comes from
         *     nested field errors (errors.children.*.errors), an error list (errors as an array) or error_description.
         */
        ErrorBody: {
            code?: number;
            message?: string;
            errors?: components["schemas"]["FieldErrors"] | string[];
            error?: string;
            error_description?: string;
        };
        /** @description Symfony-style nested form errors */
        FieldErrors: {
            errors?: string[];
            children?: {
                [key: string]: components["schemas"]["FieldErrors"];
            };
        };
        /** @enum {string} */
        Locale: "en" | "ar";
        /** @enum {string} */
        CountryCode: "KW" | "SA";
        /**
         * @description 2 Pending, 3 Preparing, 4 Dispatched, 5 Delivered, 6 Declined, 7 Cancelled, 8 No Show
         * @enum {integer}
         */
        OrderStatusId: 2 | 3 | 4 | 5 | 6 | 7 | 8;
        /**
         * @description The past-order status filter (4 Dispatched, 5 Delivered, 6 Declined, 7 Cancelled, 8 No Show)
         * @enum {integer}
         */
        PastOrderStatusId: 4 | 5 | 6 | 7 | 8;
        /**
         * @description 1 Idle, 2 Arriving, 3 Arrived
         * @enum {integer}
         */
        CustomerStatusId: 1 | 2 | 3;
        /**
         * @description 2 Reviewed, 3 Accepted, 4 Rejected
         * @enum {integer}
         */
        RefundStatusId: 2 | 3 | 4;
        /**
         * @description 1 Successful, 2 Declined, 3 Pending
         * @enum {integer}
         */
        RefundPaymentStatusId: 1 | 2 | 3;
        /**
         * @description 1 Credit Card, 2 Cash, 3 Wallet, 6 KNET, 10 Apple Pay
         * @enum {integer}
         */
        PaymentMethodId: 1 | 2 | 3 | 6 | 10;
        /**
         * @description 0 Available, 1 Open, 2 Closed, 3 Busy
         * @enum {integer}
         */
        StoreStatusId: 0 | 1 | 2 | 3;
        /**
         * @description Busy timer minutes of the store status (60 is shown as 'Busy 1 hr')
         * @enum {integer}
         */
        BusyMinutes: 5 | 10 | 15 | 20 | 30 | 60;
        /**
         * @description Busy minutes of a collection method (the two lists of SPEC section 4 together)
         * @enum {integer}
         */
        CollectionBusyMinutes: 5 | 10 | 15 | 20 | 30 | 45 | 60 | 75 | 90;
        /**
         * @description 1 Drive-Thru, 2 Dine-In, 3 Walk-Thru, 4 Send Hero, 5 Office Delivery, 6 Home Delivery
         * @enum {integer}
         */
        CollectionMethodId: 1 | 2 | 3 | 4 | 5 | 6;
        /** @enum {string} */
        CollectionMethodPrefix: "dt" | "di" | "wt" | "sh" | "od" | "hd";
        /**
         * @description The order's delivery type, read with its method: method 2 (the store's own staff) with type 1 is the staff
         *     delivery that may be dispatched without an arrived customer (SPEC 3, enumerations; SPEC 4, order flow).
         *     1 the store's staff hand it over, 2 a driver carries it. Not the address kind: that is AddressTypeId.
         * @enum {integer}
         */
        DeliveryTypeId: 1 | 2;
        /**
         * @description The invoice's delivery address kind (SPEC 3, enumerations; SPEC 2, print pages) — 1 House, 2 Apartment, 3 Office
         * @enum {integer}
         */
        AddressTypeId: 1 | 2 | 3;
        /**
         * @description 1 delivery company (a Hero driver), 2 the store's own staff
         * @enum {integer}
         */
        DeliveryMethodId: 1 | 2;
        /**
         * @description The action that changes the status; the processed message is built from it
         * @enum {string}
         */
        StatusChangeName: "confirmed" | "dispatched" | "force_dispatched" | "delivered" | "declined" | "no_show";
        /**
         * @description 0 'Coming now', else 2, 5 or 10 more minutes
         * @enum {integer}
         */
        WhereIsReplyMinutes: 0 | 2 | 5 | 10;
        /**
         * @description quantity lets staff choose 1 to 20 punches; amount gives one punch per receipt
         * @enum {string}
         */
        PunchType: "quantity" | "amount";
        IdString: string;
        /** @description YYYY-MM-DD */
        Date: string;
        /**
         * Format: date-time
         * @description ISO 8601 with offset
         */
        DateTime: string;
        /** @description YYYY-MM-DD HH:mm[:ss] in the store timezone */
        DateTimeQuery: string;
        Image: {
            mini?: string | null;
            small?: string | null;
            big?: string | null;
        };
        Coordinates: {
            latitude: number;
            longitude: number;
        };
        Currency: {
            code: string;
        };
        SuccessResponse: {
            success: boolean;
            message?: string;
        };
        MessageResponse: {
            message: string;
        };
        TokenResponse: {
            token: string;
        };
        User: {
            id: number;
            name: string;
            email: string;
            /** @description Only ROLE_STORE_MANAGER is meaningful to the dashboard */
            roles: string[];
            avatar: components["schemas"]["Image"] | null;
            /** @description A generated avatar used when the user has none */
            fake_avatar: string | null;
        };
        StoreRef: {
            id: number;
            name: string;
        };
        OrderStatus: {
            id: components["schemas"]["OrderStatusId"];
            name: string;
        };
        StoreStatus: {
            id: components["schemas"]["StoreStatusId"];
            name: string;
        };
        StoreStatusState: {
            status: components["schemas"]["StoreStatus"];
            busy_timer_mins: components["schemas"]["BusyMinutes"] | null;
            /** @description When a busy timer returns the store to open */
            busy_until: components["schemas"]["DateTime"] | null;
        };
        StoreVisibility: {
            visible: boolean;
            visible_until: components["schemas"]["DateTime"];
        };
        /** @description For each method prefix (dt, di, wt, sh, od, hd) _available, _busy_mins and _precedence, plus _busy_until */
        CollectionAvailability: {
            dt_available: boolean;
            dt_busy_mins: components["schemas"]["NullableCollectionBusyMinutes"];
            dt_busy_until?: components["schemas"]["NullableDateTime"];
            dt_precedence: number;
            di_available: boolean;
            di_busy_mins: components["schemas"]["NullableCollectionBusyMinutes"];
            di_busy_until?: components["schemas"]["NullableDateTime"];
            di_precedence: number;
            wt_available: boolean;
            wt_busy_mins: components["schemas"]["NullableCollectionBusyMinutes"];
            wt_busy_until?: components["schemas"]["NullableDateTime"];
            wt_precedence: number;
            sh_available: boolean;
            sh_busy_mins: components["schemas"]["NullableCollectionBusyMinutes"];
            sh_busy_until?: components["schemas"]["NullableDateTime"];
            sh_precedence: number;
            od_available: boolean;
            od_busy_mins: components["schemas"]["NullableCollectionBusyMinutes"];
            od_busy_until?: components["schemas"]["NullableDateTime"];
            od_precedence: number;
            hd_available: boolean;
            hd_busy_mins: components["schemas"]["NullableCollectionBusyMinutes"];
            hd_busy_until?: components["schemas"]["NullableDateTime"];
            hd_precedence: number;
        };
        /** @description The fields of the methods being changed; available true clears the busy minutes */
        CollectionAvailabilityUpdate: {
            dt_available?: boolean;
            dt_busy_mins?: components["schemas"]["NullableCollectionBusyMinutes"];
            di_available?: boolean;
            di_busy_mins?: components["schemas"]["NullableCollectionBusyMinutes"];
            wt_available?: boolean;
            wt_busy_mins?: components["schemas"]["NullableCollectionBusyMinutes"];
            sh_available?: boolean;
            sh_busy_mins?: components["schemas"]["NullableCollectionBusyMinutes"];
            od_available?: boolean;
            od_busy_mins?: components["schemas"]["NullableCollectionBusyMinutes"];
            hd_available?: boolean;
            hd_busy_mins?: components["schemas"]["NullableCollectionBusyMinutes"];
        };
        NullableCollectionBusyMinutes: components["schemas"]["CollectionBusyMinutes"] | null;
        NullableDateTime: components["schemas"]["DateTime"] | null;
        Parking: {
            id: number;
            name: string;
            entry_coordinates: components["schemas"]["Coordinates"];
            /** @description Polygon as [longitude, latitude] pairs; flip each pair before use as latitude/longitude */
            geofence: number[][];
        };
        LoyaltySettings: {
            manual_punches_allowed: boolean;
            max_punches: number;
            punch_type: components["schemas"]["PunchType"];
            punch_color: string;
            background_color: string;
            text_color: string;
            currency: string;
        };
        Brand: {
            id: number;
            name: string;
            /** @description Logo URL */
            photo: string | null;
            supermarket: boolean;
            invoice_print_limit: number | null;
            loyalty: components["schemas"]["LoyaltySettings"];
        };
        Analytics: {
            todayRating: number;
            weeklyRating: number;
            lateOrders: number;
            lateOrdersPercent: number;
            forceDispatch: number;
            forceDispatchPercent: number;
            tips: components["schemas"]["Tips"];
        };
        /** @description Tips earned this month and missed tips by reason */
        Tips: {
            month_total: number;
            currency: string;
            missed: {
                store_busy: number;
                low_rating: number;
                late_confirming: number;
            };
        };
        Store: {
            id: number;
            /** @description Key of the store in the realtime database (store/{uuid}/object) */
            uuid: string;
            name: string;
            country?: components["schemas"]["CountryCode"];
            status: components["schemas"]["StoreStatus"];
            busy_timer_mins: components["schemas"]["BusyMinutes"] | null;
            busy_until: components["schemas"]["NullableDateTime"];
            /** @description IANA zone, e.g. Asia/Kuwait */
            timezone: string;
            currency: components["schemas"]["Currency"];
            /** @description Basic View; the dashboard refetches every 60 s instead of relying on realtime */
            polling: boolean;
            change_status_allowed: boolean;
            change_collection_allowed: boolean;
            soldout_allowed: boolean;
            stock_enabled: boolean;
            change_stock_allowed: boolean;
            hide_discount: boolean;
            service_hours: {
                closed: boolean;
                /** @description Next opening time while closed per service hours (for 'Open in {time}') */
                opens_at?: components["schemas"]["DateTime"] | null;
            };
            /** @description Delivery flags */
            delivery: {
                enabled: boolean;
                /** @description The store delivers with its own staff (groups become Walk / Drive and Delivery) */
                store_delivery: boolean;
            };
            default_prep_time: number;
            /** @description Prep time options in minutes; empty means use the default lists */
            preparation_times: number[];
            avg_preparation_time: number;
            address: {
                text?: string;
            } & components["schemas"]["Coordinates"];
            parkings: components["schemas"]["Parking"][];
            brand: components["schemas"]["Brand"];
            analytics: components["schemas"]["Analytics"];
            collection_method: components["schemas"]["CollectionAvailability"];
            /** @description Whether customers can see the store, and until when without another 'Yes' or 'Go Live' */
            visibility?: components["schemas"]["StoreVisibility"];
        };
        NotifierConfig: {
            /** @description Custom token for the realtime database's auth */
            token: string;
            /** @description The store's key in the realtime database */
            uuid: string;
            impersonate: boolean;
            expires_at?: components["schemas"]["DateTime"];
        };
        MaintenanceFile: {
            message_english: string;
            message_arabic: string;
        };
        /** @description settings/maintenance in the realtime database (the warning strip) */
        MaintenanceSettings: {
            enabled: boolean;
            message_english: string;
            message_arabic: string;
        };
        /** @description Label key to text; texts may hold %code%, %day%, %time%, %amount%, %currency%, %brand%, %store% and other %name% placeholders */
        PrintDictionary: {
            [key: string]: string;
        };
        CustomerLocation: {
            latitude: number;
            longitude: number;
            /** @description km to the store */
            distance: number | null;
            /** @description minutes to the store */
            duration: number | null;
            stores: {
                store_id: number;
                distance: number;
                duration: number;
            }[];
        };
        Customer: {
            /** @description 0 for a guest without an account */
            id: number;
            name?: string | null;
            firstname?: string | null;
            lastname?: string | null;
            phone: string;
            avatar: components["schemas"]["Image"] | null;
            fake_avatar: string | null;
            descr?: string | null;
            count_orders: number;
            status: {
                id: components["schemas"]["CustomerStatusId"];
            };
            location: components["schemas"]["CustomerLocation"] | null;
        };
        Car: {
            make: {
                name: string;
                icon?: string | null;
            };
            type: {
                name: string;
                icon?: string | null;
            };
            color: {
                name: string;
                hex?: string | null;
            };
            photo: components["schemas"]["Image"] | null;
            plate: string | null;
        };
        Driver: {
            id: number;
            user: {
                name: string;
                phone?: string | null;
            };
            status: {
                id: components["schemas"]["CustomerStatusId"];
            };
            location: components["schemas"]["CustomerLocation"] | null;
        };
        HomeAddress: {
            type?: components["schemas"]["AddressTypeId"];
            block?: string | null;
            street?: string | null;
            avenue?: string | null;
            number?: string | null;
            apartment?: string | null;
            building_name?: string | null;
            floor?: string | null;
            company_name?: string | null;
            area?: {
                name: string;
            };
            note?: string | null;
        };
        Delivery: {
            type: components["schemas"]["DeliveryTypeId"];
            method: components["schemas"]["DeliveryMethodId"];
            driver: components["schemas"]["Driver"] | null;
            tracking_link?: string | null;
            delivery_company?: {
                name: string;
            } | null;
            comments?: string | null;
            floor?: {
                name: string;
                building?: string | null;
            } | null;
            office?: {
                company_name?: string | null;
                building_name?: string | null;
                floor?: string | null;
                number?: string | null;
            } | null;
            home?: components["schemas"]["HomeAddress"] | null;
        };
        /**
         * @description total_vat_price = (products_price - discount + fee) × vat_percent / 100;
         *     total_price = products_price - discount + fee + tips + total_vat_price; remaining_balance is what is still owed.
         */
        Financial: {
            currency: components["schemas"]["Currency"];
            products_price: number;
            discount: number;
            tips: number;
            fee: number;
            total_price: number;
            vat_percent: number;
            total_vat_price: number;
            total_paid: number;
            remaining_balance: number;
        };
        /** @description Timestamps of the order's life; the history stages read created, paid, confirmed, dispatched, delivered, declined, cancelled and no_show */
        Timing: {
            created: components["schemas"]["DateTime"];
            paid?: components["schemas"]["NullableDateTime"];
            pending: components["schemas"]["DateTime"];
            confirmed?: components["schemas"]["NullableDateTime"];
            due: components["schemas"]["DateTime"];
            ready?: components["schemas"]["NullableDateTime"];
            dispatched?: components["schemas"]["NullableDateTime"];
            delivered?: components["schemas"]["NullableDateTime"];
            declined?: components["schemas"]["NullableDateTime"];
            cancelled?: components["schemas"]["NullableDateTime"];
            no_show?: components["schemas"]["NullableDateTime"];
            where_is?: components["schemas"]["NullableDateTime"];
            where_is_reply?: components["schemas"]["NullableDateTime"];
        };
        WhereIs: {
            asked_at: components["schemas"]["DateTime"];
            expected_mins: components["schemas"]["WhereIsReplyMinutes"] | null;
            replied_at: components["schemas"]["NullableDateTime"];
        };
        Nutritional: {
            calories?: number | null;
            carbs?: number | null;
            proteins?: number | null;
            fat?: number | null;
            fiber?: number | null;
        };
        OrderProductChoice: {
            id: number;
            original: {
                name: string;
            };
            qty: number;
            price: number;
        };
        OrderProductModifier: {
            id: number;
            original: {
                name: string;
            };
            choices: components["schemas"]["OrderProductChoice"][];
        };
        OrderProduct: {
            order_product_id: number;
            original: {
                id: number;
                name: string;
                photo: components["schemas"]["Image"] | null;
                /** @description The product earns loyalty punches */
                loyalty: boolean;
                nutritional: components["schemas"]["Nutritional"] | null;
            };
            qty: number;
            /** @description Unit price of the product before its choices */
            price: number;
            /** @description (price + sum of choice.price × choice.qty) × qty */
            total_price: number;
            currency: components["schemas"]["Currency"];
            modifiers: components["schemas"]["OrderProductModifier"][];
            comments: string | null;
            in_stock: boolean;
            /** @description Supermarket replacement; qty 0 means the product was switched out */
            replacement: {
                qty: number;
                total_price: number;
            } | null;
        };
        Refund: {
            status: components["schemas"]["RefundStatusId"];
            created: components["schemas"]["DateTime"];
            payment_status: components["schemas"]["RefundPaymentStatusId"];
            code: string;
            amount: number;
            currency: string;
            description: string | null;
            /** @description The manager's reason when deciding */
            reason?: string | null;
            products: {
                order_product_id: number;
                name: string;
                qty: number;
            }[];
        };
        OrderStore: {
            id: number;
            name: string;
            brand: {
                name: string;
                photo: string | null;
                supermarket: boolean;
            };
        };
        Order: {
            id: number;
            /** @description Shown to staff and customers; its last two digits pick the pending colour */
            code: string;
            status: components["schemas"]["OrderStatus"];
            collectionMethod: {
                id: components["schemas"]["CollectionMethodId"];
                name: string;
            };
            dineIn: {
                table: string;
            } | null;
            store: components["schemas"]["OrderStore"];
            user: components["schemas"]["Customer"];
            car: components["schemas"]["Car"] | null;
            selfie: components["schemas"]["Image"] | null;
            delivery: components["schemas"]["Delivery"] | null;
            financial: components["schemas"]["Financial"];
            payment: {
                method: {
                    id: components["schemas"]["PaymentMethodId"];
                };
                method_name: string;
            };
            coupon: {
                code: string;
            } | null;
            timing: components["schemas"]["Timing"];
            /** @description Minutes chosen at confirmation */
            preparationTime: number | null;
            products: components["schemas"]["OrderProduct"][];
            replacementsValidated: boolean;
            comments: string | null;
            whereIs: components["schemas"]["WhereIs"] | null;
            refund: components["schemas"]["Refund"] | null;
        };
        PastOrdersPage: {
            orders: components["schemas"]["Order"][];
            count: number;
        };
        MenuCategory: {
            id: number;
            name: string;
            in_stock: boolean;
            children: components["schemas"]["MenuCategory"][];
        };
        Stock: {
            current: number;
        };
        MenuChoice: {
            id: number;
            name: string;
            in_stock: boolean;
            price?: number;
            stock: components["schemas"]["Stock"] | null;
        };
        MenuModifier: {
            id: number;
            name: string;
            min_choices: number;
            choices: components["schemas"]["MenuChoice"][];
        };
        MenuProduct: {
            id: number;
            name: string;
            photo: components["schemas"]["Image"] | null;
            price?: number;
            in_stock: boolean;
            category: {
                id: number;
            };
            stock: components["schemas"]["Stock"] | null;
            modifiers: components["schemas"]["MenuModifier"][];
        };
        MenuProductsResponse: {
            products: components["schemas"]["MenuProduct"][];
            /** @description Categories whose in_stock changed (category sold-out only) */
            categories?: components["schemas"]["MenuCategory"][];
        };
        DailyReport: {
            date: components["schemas"]["Date"];
            /** @description When the report was produced, HH:mm in the store timezone */
            time: string;
            brand: string;
            store: string;
            /** @description The store manager (labelled User) */
            user: string;
            currency: string;
            totals: components["schemas"]["ReportTotals"];
            categories: {
                id: number;
                name: string;
                quantity: number;
                sales_gross: number;
            }[];
        };
        /** @description Price fields are null when the day has no value for them (the row is then not printed) */
        ReportTotals: {
            orders_count_delivered: number;
            orders_count_declined: number;
            orders_count_no_show: number;
            sales_gross: number | null;
            sales_vat: number | null;
            sales_sub_total: number | null;
            sales_discount: number | null;
            sales_tips: number | null;
            driver_tips: number | null;
            sales_total: number | null;
            sales_refunds: number | null;
            payments_cash: number | null;
            payments_online: number | null;
            payments_total: number | null;
        };
        LoyaltyCustomer: {
            name: string | null;
            phone: string;
            count_orders: number | null;
            created: components["schemas"]["NullableDateTime"];
        };
        LoyaltyPunches: {
            count_punches: number;
        };
        LoyaltyCard: {
            customer: components["schemas"]["LoyaltyCustomer"] | null;
            loyalty: components["schemas"]["LoyaltyPunches"] | null;
            settings: components["schemas"]["LoyaltySettings"];
        };
        PushSubscription: {
            /** Format: uri */
            endpoint: string;
            expirationTime?: number | null;
            keys: {
                p256dh: string;
                auth: string;
            };
        };
        AnalyticsEvent: {
            /** @enum {string} */
            name: "page_view";
            path: string;
            ts: number;
            store_id?: number;
            country?: components["schemas"]["CountryCode"];
        };
        ErrorReport: {
            message: string;
            stack?: string;
            /** @enum {string} */
            level: "error" | "warning";
            url?: string;
            release?: string;
            environment?: string;
            user?: {
                id?: string | null;
                email?: string | null;
                /** @description 'impersonate' while impersonating */
                segment?: string | null;
            };
            tags: {
                [key: string]: string;
            };
        };
        DirectionsResponse: {
            code: string;
            routes: {
                /** @description metres */
                distance: number;
                /** @description seconds */
                duration: number;
                geometry: {
                    /** @enum {string} */
                    type: "LineString";
                    coordinates: number[][];
                };
            }[];
        };
        /** @enum {string} */
        RealtimeEventName: "order_new" | "order_updated" | "pending_orders_update" | "order_status_changed" | "customer_status" | "customer_location" | "customer_message" | "store_status" | "store_visibility" | "busy_timer" | "collection_availability" | "collection_availability_expired" | "menu_product" | "menu_products" | "maintenance_warning";
        /** @description The value at store/{uuid}/object */
        RealtimeWireObject: {
            /** @description Unique per event */
            id: string;
            event: components["schemas"]["RealtimeEventName"];
            /** @description The JSON-encoded payload of the event */
            payload: string;
            /** @description Milliseconds since the epoch */
            ts: number;
        };
        ActiveOrders: null | {
            [key: string]: components["schemas"]["ActiveOrderEntry"];
        };
        ActiveOrderEntry: {
            code: string;
            status_id: components["schemas"]["OrderStatusId"];
            /** @description Milliseconds since the epoch of the last change */
            updated: number;
        };
        /** @description A decoded event (the wire payload parsed) */
        RealtimeEvent: components["schemas"]["RealtimeEvent_order_new"] | components["schemas"]["RealtimeEvent_order_updated"] | components["schemas"]["RealtimeEvent_pending_orders_update"] | components["schemas"]["RealtimeEvent_order_status_changed"] | components["schemas"]["RealtimeEvent_customer_status"] | components["schemas"]["RealtimeEvent_customer_location"] | components["schemas"]["RealtimeEvent_customer_message"] | components["schemas"]["RealtimeEvent_store_status"] | components["schemas"]["RealtimeEvent_store_visibility"] | components["schemas"]["RealtimeEvent_busy_timer"] | components["schemas"]["RealtimeEvent_collection_availability"] | components["schemas"]["RealtimeEvent_collection_availability_expired"] | components["schemas"]["RealtimeEvent_menu_product"] | components["schemas"]["RealtimeEvent_menu_products"] | components["schemas"]["RealtimeEvent_maintenance_warning"];
        /** @description A new order reached the store (normally pending) */
        RealtimeEvent_order_new: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            event: "order_new";
            payload: {
                order: components["schemas"]["Order"];
            };
        };
        /** @description An order changed (status, products, driver, refund...) */
        RealtimeEvent_order_updated: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            event: "order_updated";
            payload: {
                order: components["schemas"]["Order"];
            };
        };
        /** @description Pending orders changed in bulk; each replaces the pending entry with the same id */
        RealtimeEvent_pending_orders_update: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            event: "pending_orders_update";
            payload: {
                orders: components["schemas"]["Order"][];
            };
        };
        /** @description Another agent (another tablet, the customer or the backend) changed an order status */
        RealtimeEvent_order_status_changed: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            event: "order_status_changed";
            payload: {
                order_id: number;
                code: string;
                status: components["schemas"]["OrderStatus"];
                order: components["schemas"]["Order"];
            };
        };
        /** @description A customer's arrival status changed (Idle, Arriving with minutes, Arrived) */
        RealtimeEvent_customer_status: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            event: "customer_status";
            payload: {
                order_id: number;
                status: {
                    id: components["schemas"]["CustomerStatusId"];
                };
                minutes?: number | null;
                location?: components["schemas"]["CustomerLocation"] | null;
            };
        };
        /** @description A customer's location moved */
        RealtimeEvent_customer_location: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            event: "customer_location";
            payload: {
                order_id: number;
                location: components["schemas"]["CustomerLocation"];
            };
        };
        /** @description The customer asked 'where is my order?'; the order replaces the preparing one */
        RealtimeEvent_customer_message: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            event: "customer_message";
            payload: {
                order: components["schemas"]["Order"];
            };
        };
        /** @description The store status changed (busy_timer_mins set for busy) */
        RealtimeEvent_store_status: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            event: "store_status";
            payload: {
                status: components["schemas"]["StoreStatus"];
                busy_timer_mins: components["schemas"]["BusyMinutes"] | null;
                busy_until: components["schemas"]["NullableDateTime"];
                /** @description user id when a dashboard user changed it */
                changed_by?: number | null;
            };
        };
        /**
         * @description The store's visibility to customers changed (a tablet answered 'Are you still there?' or 'Go Live'): every
         *     tablet of the store applies it, so none keeps a stale 'You are invisible'.
         */
        RealtimeEvent_store_visibility: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            event: "store_visibility";
            payload: components["schemas"]["StoreVisibility"];
        };
        /** @description Busy timer notice; in_minutes 1 opens the busy-timer overlay */
        RealtimeEvent_busy_timer: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            event: "busy_timer";
            payload: {
                in_minutes: number;
                busy_until: components["schemas"]["DateTime"];
            };
        };
        /** @description Collection method availability changed */
        RealtimeEvent_collection_availability: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            event: "collection_availability";
            payload: {
                collection_method: components["schemas"]["CollectionAvailability"];
            };
        };
        /** @description A collection method's busy minutes ran out; it is available again */
        RealtimeEvent_collection_availability_expired: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            event: "collection_availability_expired";
            payload: {
                method: components["schemas"]["CollectionMethodPrefix"];
                collection_method: components["schemas"]["CollectionAvailability"];
            };
        };
        /** @description One product changed; it replaces the product with the same id */
        RealtimeEvent_menu_product: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            event: "menu_product";
            payload: {
                product: components["schemas"]["MenuProduct"];
            };
        };
        /** @description Several products changed; merged by id */
        RealtimeEvent_menu_products: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            event: "menu_products";
            payload: {
                products: components["schemas"]["MenuProduct"][];
            };
        };
        /** @description The maintenance warning strip changed */
        RealtimeEvent_maintenance_warning: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            event: "maintenance_warning";
            payload: {
                enabled: boolean;
                message_english: string;
                message_arabic: string;
            };
        };
    };
    responses: {
        /** @description Invalid input, or a rule of the order flow refused the change */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /** @description Missing, unknown or expired token, or wrong credentials */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /** @description The user's role or the store's settings do not allow this */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /** @description The resource belongs to another account (a push endpoint registered by someone else) */
        Conflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /** @description No such resource for this user */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
    };
    parameters: {
        StoreId: number;
        OrderId: number;
        LocaleQuery: components["schemas"]["Locale"];
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
};
export type $defs = Record<string, never>;
export interface operations {
    login: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    username: string;
                    password: string;
                    /** @constant */
                    app_id: 2;
                };
            };
        };
        responses: {
            /** @description Signed in */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TokenResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description Too many failed sign-ins of this account; every sign-in of it is refused until Retry-After has passed */
            429: {
                headers: {
                    /** @description Seconds to wait (exposed to the dashboard with Access-Control-Expose-Headers) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    resettingRequest: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: email */
                    email: string;
                };
            };
        };
        responses: {
            /** @description A reset link was sent (in the sandbox the token is logged and readable through the control API) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    resettingReset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description Password changed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    impersonateVerify: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    auth_request: string;
                };
            };
        };
        responses: {
            /** @description Store token of the impersonated account */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TokenResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    getUserStore: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The signed-in user and the store they work at */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        user: components["schemas"]["User"];
                        store: components["schemas"]["StoreRef"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    uploadAvatar: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The image as a data URL or bare base64 (png, jpeg, webp or gif), at most about 2 MB */
                    avatar: string;
                };
            };
        };
        responses: {
            /** @description The user with the new avatar */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    getStore: {
        parameters: {
            query?: {
                _locale?: components["parameters"]["LocaleQuery"];
            };
            header?: never;
            path: {
                id: components["parameters"]["StoreId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The store with status, busy timer, collection methods, parkings and settings */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Store"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getStoreAnalytics: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Ratings, late orders, force dispatch and tips of the user's store */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Analytics"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    setStoreStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    status_id: components["schemas"]["StoreStatusId"];
                    busy_timer_mins?: components["schemas"]["BusyMinutes"];
                };
            };
        };
        responses: {
            /** @description The new status */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StoreStatusState"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    setCollectionAvailability: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CollectionAvailabilityUpdate"];
            };
        };
        responses: {
            /** @description Every method's availability after the change */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        collection_method: components["schemas"]["CollectionAvailability"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    keepStoreOnline: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The store is visible */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StoreVisibility"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    getNotifierConfig: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Stored as the notifier config */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotifierConfig"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    getPrintDictionary: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                storeId: number;
                locale: components["schemas"]["Locale"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Label key to text */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PrintDictionary"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    getCurrentOrders: {
        parameters: {
            query?: {
                _locale?: components["parameters"]["LocaleQuery"];
            };
            header?: never;
            path: {
                id: components["parameters"]["StoreId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Current orders (pending and preparing) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Order"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getOrder: {
        parameters: {
            query?: {
                type?: "json";
                _locale?: components["parameters"]["LocaleQuery"];
            };
            header?: never;
            path: {
                id: components["parameters"]["OrderId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The order */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Order"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    getOrderInvoice: {
        parameters: {
            query?: {
                _locale?: components["parameters"]["LocaleQuery"];
            };
            header?: never;
            path: {
                id: components["parameters"]["OrderId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The invoice as an HTML document */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    changeOrderStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    order_id: number;
                    customer_status?: components["schemas"]["CustomerStatusId"];
                    status_id: components["schemas"]["OrderStatusId"];
                    status_name: components["schemas"]["StatusChangeName"];
                    preparation_time?: number;
                };
            };
        };
        responses: {
            /** @description The changed order (with products and replacement) and its status */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        order: components["schemas"]["Order"];
                        status: components["schemas"]["OrderStatus"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    markOrderReady: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    order_id: number;
                };
            };
        };
        responses: {
            /** @description The order, which replaces the one in the preparing list */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Order"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    setProductReplacement: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    order_id: components["schemas"]["IdString"];
                    order_product_id: components["schemas"]["IdString"];
                    replacement_product_id: components["schemas"]["IdString"];
                    qty: string;
                };
            };
        };
        responses: {
            /** @description The updated order */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Order"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    replyWhereIs: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    order_id: number;
                    expected_mins: components["schemas"]["WhereIsReplyMinutes"];
                };
            };
        };
        responses: {
            /** @description The order's timing after the reply (SPEC 7 promises timing; the sandbox also sends the order id and the conversation) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        order_id?: number;
                        timing: components["schemas"]["Timing"];
                        whereIs?: components["schemas"]["WhereIs"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    decideRefund: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    order_id: number;
                    /** @enum {string} */
                    decision: "accept" | "reject";
                    reason?: string;
                };
            };
        };
        responses: {
            /** @description The order with its decided refund */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Order"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    searchPastOrders: {
        parameters: {
            query?: {
                q?: string;
                status_id?: components["schemas"]["PastOrderStatusId"];
                completed?: 0 | 1;
                /** @description 1 lists orders that have a refund request (the refunds variant) */
                refunds?: 0 | 1;
                from_date?: components["schemas"]["DateTimeQuery"];
                to_date?: components["schemas"]["DateTimeQuery"];
                order_dir?: "ASC" | "DESC";
                limit?: 10 | 25 | 50 | 100;
                offset?: number;
                export?: 0 | 1;
                _locale?: components["parameters"]["LocaleQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of orders with the total count; with export=1 a csv file, or a message when the export is mailed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PastOrdersPage"] | components["schemas"]["MessageResponse"];
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    getMenuCategories: {
        parameters: {
            query?: {
                _locale?: components["parameters"]["LocaleQuery"];
            };
            header?: never;
            path: {
                id: components["parameters"]["StoreId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The category tree */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MenuCategory"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getMenuProducts: {
        parameters: {
            query?: {
                _locale?: components["parameters"]["LocaleQuery"];
            };
            header?: never;
            path: {
                id: components["parameters"]["StoreId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every product of the store */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MenuProduct"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    setSoldOut: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    product_id?: number;
                    choice_id?: number;
                    category_id?: number;
                    /** @enum {string} */
                    sold_out: "1" | "0";
                };
            };
        };
        responses: {
            /** @description The products whose stock state changed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MenuProductsResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    setStock: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    product_id?: number;
                    choice_id?: number;
                    current: number;
                };
            };
        };
        responses: {
            /** @description The products whose stock changed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MenuProductsResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getReportDates: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Days that have a report, newest first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        days: components["schemas"]["Date"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getDailyReport: {
        parameters: {
            query: {
                date: components["schemas"]["Date"];
                format: "json" | "csv";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The daily closing report */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DailyReport"];
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getProductsReport: {
        parameters: {
            query: {
                from_date: components["schemas"]["Date"];
                to_date: components["schemas"]["Date"];
                format: "csv";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One line per product sold in the period */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getPushKey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The VAPID application server key */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        public_key: string;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    savePushSubscription: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PushSubscription"];
            };
        };
        responses: {
            /** @description Stored (the same account may register the same endpoint again, e.g. for another store) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            409: components["responses"]["Conflict"];
        };
    };
    deletePushSubscription: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uri */
                    endpoint: string;
                    /**
                     * @description The subscription's keys.auth secret, which only the device that holds the subscription and the
                     *     backend know: with it, the endpoint is removed whichever account registered it (a device cleaning
                     *     up after a session that ended without a valid token). Without it, only the caller's own.
                     */
                    auth?: string;
                };
            };
        };
        responses: {
            /** @description Removed (or was not there, or another account's without its auth secret) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    searchLoyaltyCustomer: {
        parameters: {
            query: {
                /** @description International form with the plus sign and country code, at least 12 characters */
                phone: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The customer's card; customer is null when nobody has this phone, created is null when the customer has no card yet */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoyaltyCard"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    addLoyaltyPunches: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    phone: string;
                    receipt: string;
                    amount: number;
                    count_punches: number;
                };
            };
        };
        responses: {
            /** @description Punches added */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        manual_punches_added: number;
                        loyalty: components["schemas"]["LoyaltyPunches"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getMaintenanceFile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The dashboard is under maintenance */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MaintenanceFile"];
                };
            };
            /** @description No maintenance */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    lookupIpCountry: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The caller's country */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        country_code: string;
                    };
                };
            };
            /** @description The lookup service is unavailable (the dashboard leaves the country empty) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageResponse"];
                };
            };
        };
    };
    getDirections: {
        parameters: {
            query: {
                geometries: "geojson";
                access_token: string;
            };
            header?: never;
            path: {
                profile: "driving" | "walking";
                /** @description lng,lat;lng,lat (customer first, then store or parking) */
                coordinates: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Routes between the coordinates */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DirectionsResponse"];
                };
            };
            /** @description Bad access token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageResponse"];
                };
            };
            /** @description Coordinates the service cannot route */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageResponse"];
                };
            };
        };
    };
    collectAnalytics: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    events: components["schemas"]["AnalyticsEvent"][];
                };
            };
        };
        responses: {
            /** @description Accepted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    reportError: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ErrorReport"];
            };
        };
        responses: {
            /** @description Accepted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
}
